import type { TypeNamer } from './declarations';
import type { ApiModel } from './model';
import { pageUrl, typeLocation, type RouteBase } from './slugs';

const microsoftLearnApi = 'https://learn.microsoft.com/dotnet/api/';

export function inNamespace(fullName: string, namespace: string): boolean {
  return fullName === namespace || fullName.startsWith(`${namespace}.`);
}

/** Learn's URLs are the lower-cased full name, with `-1` for generic arity and `-ctor` for constructors. */
export function microsoftLearnUrl(fullName: string): string {
  return (
    microsoftLearnApi +
    fullName
      .toLowerCase()
      .replace(/`+/g, '-')
      .replace(/\.#c?ctor$/, '.-ctor')
  );
}

/** Whether a type outside the reference may appear in it: .NET's own, or a configured external library's. */
export function isKnownOutsideType(fullName: string, externalNamespaces: readonly string[]): boolean {
  return (
    inNamespace(fullName, 'System') ||
    inNamespace(fullName, 'Microsoft') ||
    externalNamespaces.some((namespace) => inNamespace(fullName, namespace))
  );
}

/** Names and links for types in declarations: reference pages, Microsoft Learn for .NET, plain code for external SDKs. */
export function createTypeNamer(model: ApiModel, base: RouteBase): TypeNamer {
  return {
    documentedType: (fullName) => model.typesByName.get(fullName),
    url: (fullName) => {
      const documented = model.typesByName.get(fullName);
      if (documented !== undefined) return pageUrl(base, typeLocation(documented));
      if (inNamespace(fullName, 'System') || inNamespace(fullName, 'Microsoft')) return microsoftLearnUrl(fullName);
      return undefined;
    },
  };
}
