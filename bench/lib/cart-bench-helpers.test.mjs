import { test } from 'node:test';
import assert from 'node:assert/strict';
import { addToCartFormFields, cookieFrom } from './cart-bench-helpers.mjs';

test('reads the add-to-cart form with its action id, skipping other forms', () => {
  const html = `<form action="/search"><input name="q" value="mint"></form>
    <form class="ls-add-to-cart" action="" encType="multipart/form-data" method="POST" data-testid="cart:add-to-cart" data-sku="A&amp;B">
    <input type="hidden" name="$ACTION_ID_7f3a" /><input type="hidden" name="storeView" value="uk"/>
    <input type="hidden" name="sku" value="ACC-USBC-CABLE"/><input name="quantity" type="number" value="1"/>
    <button type="submit">Add</button></form>`;
  assert.deepEqual(addToCartFormFields(html), {
    $ACTION_ID_7f3a: '',
    storeView: 'uk',
    sku: 'ACC-USBC-CABLE',
    quantity: '1',
  });
});

test('answers null for a page without the form or without an action id', () => {
  assert.equal(addToCartFormFields('<form data-testid="other"></form>'), null);
  assert.equal(
    addToCartFormFields(
      '<form data-testid="cart:add-to-cart"><input name="sku" value="X"/></form>',
    ),
    null,
  );
});

test('finds a cookie among set-cookie headers', () => {
  const headers = [
    'customer_session=; Path=/',
    'cart_uk=abcDEF123_-; Path=/; HttpOnly; SameSite=lax',
  ];
  assert.equal(cookieFrom(headers, 'cart_uk'), 'cart_uk=abcDEF123_-');
  assert.equal(cookieFrom(headers, 'cart_eu'), null);
});
