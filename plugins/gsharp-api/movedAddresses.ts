/**
 * The API reference's old overload addresses. Until 27 November 2026 an overload's page was numbered by its place in
 * its group (`…/PIACEPoint/PutValue/1` … `/4`); it is now named by its parameter types (`…/PutValue/object-DateTime`).
 * The group's order is unchanged (members sorted by documentation ID, ./model.ts), so each old number still names
 * the same overload (./slugs.ts `overloadNumber`), and the build keeps the old addresses as redirects
 * (contract/movedAddresses.ts).
 */
import { movedAddressesFile, type MovedAddress } from '../../contract/movedAddresses';
import type { ApiModel } from './model';
import type { GeneratedFile } from './pages/pageParts';
import { groupLocation, isOverloaded, memberLocation, overloadNumber, pageUrl, type RouteBase } from './slugs';

export function numberedOverloadAddresses(model: Pick<ApiModel, 'namespaces'>, base: RouteBase): MovedAddress[] {
  return model.namespaces.flatMap((namespace) =>
    namespace.types.flatMap((type) =>
      type.groups.filter(isOverloaded).flatMap((group) => {
        const groupSegments = groupLocation(group).segments;
        return group.members.map((member) => ({
          from: pageUrl(base, { segments: [...groupSegments, String(overloadNumber(member))], file: '' }),
          to: pageUrl(base, memberLocation(member)),
        }));
      }),
    ),
  );
}

/** Kept beside the generated pages, from where the plugin copies it into the public build. */
export function movedAddressesPage(moved: readonly MovedAddress[]): GeneratedFile {
  return { path: movedAddressesFile, content: `${JSON.stringify(moved, null, 1)}\n` };
}
