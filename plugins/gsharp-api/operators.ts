/** C# operator tokens of the `op_*` method names the compiler gives operators. */
export const operatorSymbols: Readonly<Record<string, string>> = {
  op_Addition: '+',
  op_Subtraction: '-',
  op_Multiply: '*',
  op_Division: '/',
  op_Modulus: '%',
  op_Equality: '==',
  op_Inequality: '!=',
  op_LessThan: '<',
  op_GreaterThan: '>',
  op_LessThanOrEqual: '<=',
  op_GreaterThanOrEqual: '>=',
  op_UnaryNegation: '-',
  op_UnaryPlus: '+',
  op_LogicalNot: '!',
  op_OnesComplement: '~',
  op_Increment: '++',
  op_Decrement: '--',
  op_True: 'true',
  op_False: 'false',
  op_BitwiseAnd: '&',
  op_BitwiseOr: '|',
  op_ExclusiveOr: '^',
  op_LeftShift: '<<',
  op_RightShift: '>>',
  op_UnsignedRightShift: '>>>',
};

/** Conversion operators: their ID carries the target type after `~`. */
export const conversionKeywords: Readonly<Record<string, string>> = {
  op_Implicit: 'implicit',
  op_Explicit: 'explicit',
};
