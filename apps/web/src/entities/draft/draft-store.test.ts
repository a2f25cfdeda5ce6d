import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadDraftImages, saveDraftImages } from './draft-images';
import { readDraft, removeDraft, writeDraft } from './draft-store';

const alice = { memberId: '1', place: 'board-write' };
const bob = { memberId: '2', place: 'board-write' };

describe('draft store', () => {
  beforeEach(() => {
    vi.stubGlobal('indexedDB', new IDBFactory());
    // IndexedDB stores blobs by structured clone, which knows Node's blobs, not happy-dom's.
    vi.stubGlobal('Blob', NodeBlob);
    vi.stubGlobal('File', NodeFile);
  });

  it('keeps one draft per member and per place', () => {
    writeDraft(alice, { content: '앨리스의 글' });
    writeDraft(bob, { content: '밥의 글' });
    writeDraft({ memberId: '1', place: 'comment:deal:7' }, '댓글 초안');
    expect(readDraft(alice)?.value).toEqual({ content: '앨리스의 글' });
    expect(readDraft(bob)?.value).toEqual({ content: '밥의 글' });
    expect(readDraft({ memberId: '1', place: 'comment:deal:7' })?.value).toBe('댓글 초안');
    expect(readDraft({ memberId: '2', place: 'comment:deal:7' })).toBeNull();
  });

  it('hands a logged-out draft to the member who logs in, once', () => {
    writeDraft({ memberId: null, place: 'comment:deal:7' }, '로그인 전에 쓴 댓글');
    const adopted = readDraft<string>({ memberId: '1', place: 'comment:deal:7' });
    expect(adopted?.value).toBe('로그인 전에 쓴 댓글');
    expect(adopted?.fromVisitor).toBe(true);
    expect(readDraft({ memberId: null, place: 'comment:deal:7' })).toBeNull();
    expect(readDraft({ memberId: '2', place: 'comment:deal:7' })).toBeNull();
    const again = readDraft<string>({ memberId: '1', place: 'comment:deal:7' });
    expect(again?.value).toBe('로그인 전에 쓴 댓글');
    expect(again?.fromVisitor).toBeUndefined();
  });

  it('keeps the member’s own draft over a logged-out one', () => {
    writeDraft(alice, '내 초안');
    writeDraft({ memberId: null, place: alice.place }, '남의 초안');
    expect(readDraft(alice)?.value).toBe('내 초안');
  });

  it('keeps picked images as IndexedDB blobs, in order, and forgets them with the draft', async () => {
    const files = [
      new File(['first-bytes'], 'a.png', { type: 'image/png', lastModified: 1 }),
      new File(['second'], 'b.jpg', { type: 'image/jpeg', lastModified: 2 }),
    ];
    writeDraft(alice, { content: '사진 있는 글' }, files.length);
    expect(await saveDraftImages(alice, files)).toBe(true);
    expect(readDraft(alice)?.imageCount).toBe(2);

    const restored = await loadDraftImages(alice);
    expect(restored.map((file) => [file.name, file.type, file.size])).toEqual([
      ['a.png', 'image/png', 11],
      ['b.jpg', 'image/jpeg', 6],
    ]);
    expect(await restored[0]!.text()).toBe('first-bytes');
    expect(await loadDraftImages(bob)).toEqual([]);

    await removeDraft(alice, true);
    expect(readDraft(alice)).toBeNull();
    expect(await loadDraftImages(alice)).toEqual([]);
  });

  it('says images cannot be kept where the browser has no IndexedDB, and keeps the text', async () => {
    vi.stubGlobal('indexedDB', undefined);
    writeDraft(alice, { content: '글만 남습니다' }, 1);
    expect(await saveDraftImages(alice, [new File(['x'], 'x.png')])).toBe(false);
    expect(await loadDraftImages(alice)).toEqual([]);
    expect(readDraft(alice)).toMatchObject({ value: { content: '글만 남습니다' }, imageCount: 1 });
  });

  it('ignores what it cannot read', () => {
    localStorage.setItem('draft:1:board-write', '{not json');
    expect(readDraft(alice)).toBeNull();
  });
});
