import { describe, expect, it } from 'vitest';
import { staffSection } from '@site/contract/audience';
import { staffDocsPluginId } from '@site/src/auth/staffDocsPlugin';

describe('staff pages in the browser', () => {
  it('are told apart by the staff section’s docs plugin id', () => {
    expect(staffDocsPluginId).toBe(staffSection.sidebarId);
  });
});
