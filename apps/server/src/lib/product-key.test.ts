import { describe, expect, it } from 'vitest';
import { coupangProductKey, productKeyOf } from './product-key';

describe('productKeyOf', () => {
  it('keys a Coupang product by its productId, in the path or the query, on any Coupang host', () => {
    const keys = [
      'https://www.coupang.com/vp/products/7788',
      'https://www.coupang.com/vp/products/7788?itemId=1&vendorItemId=2&sourceType=srp',
      'http://coupang.com/vp/products/7788/',
      'https://m.coupang.com/vm/products/7788?vendorItemId=9',
      'https://www.coupang.com/np/products/7788#reviews',
      'https://link.coupang.com/re/AFFSDP?lptag=AF1&pageKey=1&productId=7788&itemId=3',
    ].map((url) => productKeyOf(url));
    expect(new Set(keys)).toEqual(new Set([coupangProductKey('7788')]));
    expect(coupangProductKey('7788')).toBe('coupang:7788');
  });

  it('falls back to the item, then the vendor item, when a Coupang URL names no product', () => {
    expect(productKeyOf('https://www.coupang.com/vp/products?itemId=55')).toBe('coupang:item:55');
    expect(productKeyOf('https://www.coupang.com/x?vendorItemId=66')).toBe(
      'coupang:vendor-item:66',
    );
  });

  it('keys other markets by the product id their URLs carry', () => {
    expect(productKeyOf('https://www.11st.co.kr/products/123?trTypeCd=22')).toBe('11st:123');
    expect(productKeyOf('https://m.11st.co.kr/products/m/123')).toBe('11st:123');
    expect(productKeyOf('http://item.gmarket.co.kr/Item?goodscode=2345&pos_class_cd=1')).toBe(
      'gmarket:2345',
    );
    expect(productKeyOf('https://smartstore.naver.com/shop/products/4567?NaPm=ct%3D1')).toBe(
      'naver:4567',
    );
    expect(productKeyOf('https://ko.aliexpress.com/item/1005001.html?spm=a2g0o')).toBe(
      'aliexpress:1005001',
    );
  });

  it('keys any other URL by its canonical form without tracking parameters', () => {
    const canonical = 'url:https://shop.example/p/1?color=red&size=m';
    expect(productKeyOf('https://shop.example/p/1?size=m&color=red')).toBe(canonical);
    expect(
      productKeyOf(
        'http://WWW.Shop.Example/p/1/?utm_source=kakao&color=red&fbclid=x&size=m&n_media=2#top',
      ),
    ).toBe(canonical);
    expect(productKeyOf('https://shop.example/')).toBe('url:https://shop.example');
    expect(productKeyOf('https://shop.example:8443/p/2')).toBe('url:https://shop.example:8443/p/2');
  });

  it('keeps parameters that tell products apart', () => {
    expect(productKeyOf('https://shop.example/view?id=1')).not.toBe(
      productKeyOf('https://shop.example/view?id=2'),
    );
    expect(productKeyOf('https://www.coupang.com/vp/products/1')).not.toBe(
      productKeyOf('https://www.coupang.com/vp/products/2'),
    );
  });
});
