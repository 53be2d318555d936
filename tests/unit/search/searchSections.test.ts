import { describe, expect, it } from 'vitest';
import { searchSections, searchSectionsOf } from '@site/contract/searchSections';

describe('the sections a search can be narrowed to', () => {
  it('put platform guides under Tideline, and the IoT device guides under gNode too', () => {
    expect(searchSectionsOf('/Tideline/Applications/RDII/Overview')).toEqual(['Tideline']);
    expect(searchSectionsOf('/intro')).toEqual(['Tideline']);
    expect(searchSectionsOf('/Tideline/Applications/IOT Devices/Sewer Monitoring')).toEqual(['Tideline', 'gNode']);
  });

  it('put the API reference under gSharp and under API reference, other gSharp guides under gSharp only', () => {
    expect(searchSectionsOf('/gSharp/Development/Namespaces/Tideline.GSharp.PI/PIACEPoint')).toEqual([
      'gSharp',
      'API reference',
    ]);
    expect(searchSectionsOf('/gSharp/Getting Started/Installation/SystemRequirements')).toEqual(['gSharp']);
  });

  it('put every staff page under Internal, and its gNode pages under gNode too', () => {
    expect(searchSectionsOf('/Internal Documentation/intro')).toEqual(['Internal']);
    expect(searchSectionsOf('/Internal Documentation/gNode/License File Generation')).toEqual(['Internal', 'gNode']);
  });

  it('offer Internal to staff only', () => {
    expect(searchSections.filter((section) => section.staffOnly).map((section) => section.label)).toEqual(['Internal']);
  });
});
