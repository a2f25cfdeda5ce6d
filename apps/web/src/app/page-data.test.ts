import { PAGE_DATA_ELEMENT_ID } from '@akkyeo/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';

function writePageData(json: string) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = PAGE_DATA_ELEMENT_ID;
  script.textContent = json;
  document.head.append(script);
}

const load = async () => {
  vi.resetModules();
  return (await import('./page-data')).takePageData;
};

describe('takePageData', () => {
  beforeEach(() => document.getElementById(PAGE_DATA_ELEMENT_ID)?.remove());

  it("gives the first screen the page's data once, and takes the script out of the page", async () => {
    writePageData(
      '{"route":"feedViewPage","params":{"id":"7"},"data":{"id":7,"name":"\\u003c딜"}}',
    );
    const takePageData = await load();
    expect(takePageData('feedViewPage', { id: '7' })).toEqual({ id: 7, name: '<딜' });
    expect(document.getElementById(PAGE_DATA_ELEMENT_ID)).toBeNull();
    expect(takePageData('feedViewPage', { id: '7' })).toBeUndefined();
  });

  it('gives nothing to another screen, and nothing after another screen asked first', async () => {
    writePageData('{"route":"feedViewPage","params":{"id":"7"},"data":{"id":7}}');
    const takePageData = await load();
    expect(takePageData('feedViewPage', { id: '8' })).toBeUndefined();
    expect(takePageData('feedViewPage', { id: '7' })).toBeUndefined();

    writePageData('{"route":"feedViewPage","params":{"id":"7"},"data":{"id":7}}');
    const again = await load();
    expect(again('boardViewPage', { id: '7' })).toBeUndefined();
  });

  it('gives nothing when the page has no data or broken data', async () => {
    expect((await load())('feedViewPage', { id: '7' })).toBeUndefined();
    writePageData('{"route":');
    expect((await load())('feedViewPage', { id: '7' })).toBeUndefined();
  });
});
