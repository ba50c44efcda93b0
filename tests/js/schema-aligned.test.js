// Rule L5, schema-aligned lenient reading: with a schema, lenient parseReply resolves what
// syntax alone cannot, reports every decision as a coercion, and guesses nothing. Each row:
// the reply, the schema, then the value read (null: refused, with the error code) and the
// coercions made (kind@instanceLocation, in order).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { init } from 'structguard';

const sg = await init();

const ROWS = [
  ["{\"price\": \"$1,234.50\"}", {"type": "object", "properties": {"price": {"type": "number"}}, "required": ["price"]}, {"price": 1234.5}, ["number_from_text@/price"]],
  ["{\"price\": \"€1,234.50\"}", {"type": "object", "properties": {"price": {"type": "number"}}, "required": ["price"]}, {"price": 1234.5}, ["number_from_text@/price"]],
  ["{\"price\": \"£ 99\"}", {"type": "object", "properties": {"price": {"type": "number"}}, "required": ["price"]}, {"price": 99}, ["number_from_text@/price"]],
  ["{\"price\": \"¥5,000\"}", {"type": "object", "properties": {"price": {"type": "integer"}}, "required": ["price"]}, {"price": 5000}, ["number_from_text@/price"]],
  ["{\"weight\": \"12 kg\"}", {"type": "object", "properties": {"weight": {"type": "number"}}, "required": ["weight"]}, {"weight": 12}, ["number_from_text@/weight"]],
  ["{\"weight\": \"12.5kg\"}", {"type": "object", "properties": {"weight": {"type": "number"}}, "required": ["weight"]}, {"weight": 12.5}, ["number_from_text@/weight"]],
  ["{\"share\": \"50%\"}", {"type": "object", "properties": {"share": {"type": "number"}}, "required": ["share"]}, {"share": 50}, ["number_from_text@/share"]],
  ["{\"n\": \"82_461_110\"}", {"type": "object", "properties": {"n": {"type": "integer"}}, "required": ["n"]}, {"n": 82461110}, ["number_from_text@/n"]],
  ["{\"n\": \"82,461,110\"}", {"type": "object", "properties": {"n": {"type": "integer"}}, "required": ["n"]}, {"n": 82461110}, ["number_from_text@/n"]],
  ["{\"n\": \"-2,000\"}", {"type": "object", "properties": {"n": {"type": "integer"}}, "required": ["n"]}, {"n": -2000}, ["number_from_text@/n"]],
  ["{\"n\": \"-2,000.75\"}", {"type": "object", "properties": {"n": {"type": "number"}}, "required": ["n"]}, {"n": -2000.75}, ["number_from_text@/n"]],
  ["{\"n\": \"1,000,000 users\"}", {"type": "object", "properties": {"n": {"type": "integer"}}, "required": ["n"]}, {"n": 1000000}, ["number_from_text@/n"]],
  ["{\"n\": \"2.5\"}", {"type": "object", "properties": {"n": {"type": "number"}}, "required": ["n"]}, {"n": 2.5}, ["string_to_number@/n"]],
  ["{\"n\": \" 7 \"}", {"type": "object", "properties": {"n": {"type": "integer"}}, "required": ["n"]}, {"n": 7}, ["string_to_number@/n"]],
  ["{\"n\": \"1e3\"}", {"type": "object", "properties": {"n": {"type": "number"}}, "required": ["n"]}, {"n": 1000}, ["string_to_number@/n"]],
  ["{\"n\": \"05\"}", {"type": "object", "properties": {"n": {"type": "integer"}}, "required": ["n"]}, {"refused": "ValidationFailed"}, []],
  ["{\"n\": \"12,34\"}", {"type": "object", "properties": {"n": {"type": "number"}}, "required": ["n"]}, {"refused": "ValidationFailed"}, []],
  ["{\"n\": \"about 12\"}", {"type": "object", "properties": {"n": {"type": "integer"}}, "required": ["n"]}, {"refused": "ValidationFailed"}, []],
  ["{\"n\": \"2.5\"}", {"type": "object", "properties": {"n": {"type": "integer"}}, "required": ["n"]}, {"refused": "ValidationFailed"}, []],
  ["{\"n\": \"$1,234.50\"}", {"type": "object", "properties": {"n": {"type": "integer"}}, "required": ["n"]}, {"refused": "ValidationFailed"}, []],
  ["{\"n\": \"12 apples and 3 pears\"}", {"type": "object", "properties": {"n": {"type": "integer"}}, "required": ["n"]}, {"refused": "ValidationFailed"}, []],
  ["{\"ids\": [\"1\", \"2,000\", \"3 kg\"]}", {"type": "object", "properties": {"ids": {"type": "array", "items": {"type": "integer"}}}, "required": ["ids"]}, {"ids": [1, 2000, 3]}, ["string_to_number@/ids/0", "number_from_text@/ids/1", "number_from_text@/ids/2"]],
  ["{\"price\": $1,234.50}", {"type": "object", "properties": {"price": {"type": "number"}}, "required": ["price"]}, {"price": 1234.5}, ["number_from_text@/price"]],
  ["{\"price\": 1,234.50}", {"type": "object", "properties": {"price": {"type": "number"}}, "required": ["price"]}, {"price": 1234.5}, []],
  ["{\"temp\": -3.5°C}", {"type": "object", "properties": {"temp": {"type": "number"}}, "required": ["temp"]}, {"temp": -3.5}, ["number_from_text@/temp"]],
  ["{\"ok\": \"true\"}", {"type": "object", "properties": {"ok": {"type": "boolean"}}, "required": ["ok"]}, {"ok": true}, ["string_to_boolean@/ok"]],
  ["{\"ok\": \"False\"}", {"type": "object", "properties": {"ok": {"type": "boolean"}}, "required": ["ok"]}, {"ok": false}, ["string_to_boolean@/ok"]],
  ["{\"ok\": TRUE}", {"type": "object", "properties": {"ok": {"type": "boolean"}}, "required": ["ok"]}, {"ok": true}, []],
  ["{\"ok\": yes}", {"type": "object", "properties": {"ok": {"type": "boolean"}}, "required": ["ok"]}, {"refused": "ValidationFailed"}, []],
  ["{\"ok\": \"yes\"}", {"type": "object", "properties": {"ok": {"type": "boolean"}}, "required": ["ok"]}, {"refused": "ValidationFailed"}, []],
  ["{\"status\": \"Approved\"}", {"type": "object", "properties": {"status": {"enum": ["approved", "rejected"]}}, "required": ["status"]}, {"status": "approved"}, ["enum_spelling@/status"]],
  ["{\"status\": \" rejected \"}", {"type": "object", "properties": {"status": {"enum": ["approved", "rejected"]}}, "required": ["status"]}, {"status": "rejected"}, ["enum_spelling@/status"]],
  ["{\"status\": \"The request is approved.\"}", {"type": "object", "properties": {"status": {"enum": ["approved", "rejected"]}}, "required": ["status"]}, {"status": "approved"}, ["enum_from_text@/status"]],
  ["{\"status\": \"approved or rejected\"}", {"type": "object", "properties": {"status": {"enum": ["approved", "rejected"]}}, "required": ["status"]}, {"refused": "ValidationFailed"}, []],
  ["{\"status\": \"in progress, nearly done\"}", {"type": "object", "properties": {"status": {"enum": ["in progress", "done"]}}, "required": ["status"]}, {"refused": "ValidationFailed"}, []],
  ["{\"status\": \"IN PROGRESS\"}", {"type": "object", "properties": {"status": {"enum": ["in progress", "done"]}}, "required": ["status"]}, {"status": "in progress"}, ["enum_spelling@/status"]],
  ["{\"status\": \"unknown\"}", {"type": "object", "properties": {"status": {"enum": ["approved", "rejected"]}}, "required": ["status"]}, {"refused": "ValidationFailed"}, []],
  ["{\"status\": [\"approved\"]}", {"type": "object", "properties": {"status": {"enum": ["approved", "rejected"]}}, "required": ["status"]}, {"status": "approved"}, ["single_from_array@/status"]],
  ["{\"level\": \"High priority\"}", {"type": "object", "properties": {"level": {"enum": ["low", "medium", "high"]}}, "required": ["level"]}, {"level": "high"}, ["enum_from_text@/level"]],
  ["{\"level\": \"highest\"}", {"type": "object", "properties": {"level": {"enum": ["low", "medium", "high"]}}, "required": ["level"]}, {"refused": "ValidationFailed"}, []],
  ["{\"kind\": approved}", {"type": "object", "properties": {"kind": {"enum": ["approved", "rejected"]}}, "required": ["kind"]}, {"kind": "approved"}, []],
  ["{\"mode\": \"Goal \"}", {"type": "object", "properties": {"mode": {"const": "goal"}}, "required": ["mode"]}, {"mode": "goal"}, ["enum_spelling@/mode"]],
  ["{\"First Name\": \"Ann\"}", {"type": "object", "properties": {"first_name": {"type": "string"}}, "required": ["first_name"]}, {"first_name": "Ann"}, ["key_spelling@/first_name"]],
  ["{\"first-name\": \"Ann\"}", {"type": "object", "properties": {"first_name": {"type": "string"}}, "required": ["first_name"]}, {"first_name": "Ann"}, ["key_spelling@/first_name"]],
  ["{\"firstName\": \"Ann\"}", {"type": "object", "properties": {"first_name": {"type": "string"}}, "required": ["first_name"]}, {"first_name": "Ann"}, ["key_spelling@/first_name"]],
  ["{\"FIRST_NAME\": \"Ann\"}", {"type": "object", "properties": {"first_name": {"type": "string"}}, "required": ["first_name"]}, {"first_name": "Ann"}, ["key_case@/first_name"]],
  ["{\"Seq\": 1}", {"type": "object", "properties": {"seq": {"type": "integer"}}, "required": ["seq"]}, {"seq": 1}, ["key_case@/seq"]],
  ["{\"user id\": 7}", {"type": "object", "properties": {"user_id": {"type": "integer"}}, "additionalProperties": false}, {"user_id": 7}, ["key_spelling@/user_id"]],
  ["{\"First Name\": \"Ann\", \"first name\": \"Bo\"}", {"type": "object", "properties": {"first_name": {"type": "string"}}, "required": ["first_name"]}, {"refused": "ValidationFailed"}, []],
  ["{\"name\": \"Ann\", \"Name\": \"Bo\"}", {"type": "object", "properties": {"name": {"type": "string"}}, "required": ["name"]}, {"name": "Ann", "Name": "Bo"}, []],
  ["{\"tags\": \"urgent\"}", {"type": "object", "properties": {"tags": {"type": "array", "items": {"type": "string"}}}, "required": ["tags"]}, {"tags": ["urgent"]}, ["single_to_array@/tags"]],
  ["{\"tags\": [\"urgent\"]}", {"type": "object", "properties": {"tags": {"type": "string"}}, "required": ["tags"]}, {"tags": "urgent"}, ["single_from_array@/tags"]],
  ["{\"tags\": [[\"urgent\"]]}", {"type": "object", "properties": {"tags": {"type": "string"}}, "required": ["tags"]}, {"refused": "ValidationFailed"}, []],
  ["{\"tags\": []}", {"type": "object", "properties": {"tags": {"type": "string"}}, "required": ["tags"]}, {"refused": "ValidationFailed"}, []],
  ["{\"tags\": null}", {"type": "object", "properties": {"tags": {"type": "array"}}, "required": ["tags"]}, {"refused": "ValidationFailed"}, []],
  ["{\"steps\": {\"seq\": 1}}", {"type": "object", "properties": {"steps": {"type": "array", "items": {"type": "object", "properties": {"seq": {"type": "integer"}}, "required": ["seq"]}}}, "required": ["steps"]}, {"steps": [{"seq": 1}]}, ["single_to_array@/steps"]],
  ["[\"TWO\"]", {"enum": ["ONE", "TWO"]}, "TWO", ["single_from_array@"]],
  ["[42]", {"type": "integer"}, 42, ["single_from_array@"]],
  ["The answer is true", {"type": "boolean"}, true, ["scalar_from_text@"]],
  ["Yes, it is.", {"type": "boolean"}, true, ["scalar_from_text@"]],
  ["No.", {"type": "boolean"}, false, ["scalar_from_text@"]],
  ["yes and no", {"type": "boolean"}, {"refused": "MissingFence"}, []],
  ["The answer is 42.", {"type": "integer"}, 42, ["scalar_from_text@"]],
  ["There are 12,111 rows.", {"type": "integer"}, 12111, ["scalar_from_text@"]],
  ["It costs $3.50 today.", {"type": "number"}, 3.5, ["scalar_from_text@"]],
  ["between 1 and 2", {"type": "integer"}, {"refused": "MissingFence"}, []],
  ["It is 2.5", {"type": "integer"}, {"refused": "MissingFence"}, []],
  ["It is 2.5", {"type": "number"}, 2.5, ["scalar_from_text@"]],
  ["I would Approve this change.", {"enum": ["approve", "reject"]}, "approve", ["scalar_from_text@"]],
  ["Approve or reject?", {"enum": ["approve", "reject"]}, {"refused": "MissingFence"}, []],
  ["The category is \"sports\".", {"enum": ["sports", "politics", "tech"]}, "sports", ["scalar_from_text@"]],
  ["TWO\" is one of the correct answers.", {"enum": ["ONE", "TWO"]}, "TWO", ["scalar_from_text@"]],
  ["The answer is \"TWO", {"enum": ["ONE", "TWO", "THREE"]}, "TWO", ["scalar_from_text@"]],
  ["The answer is 'TWO, not one of the others", {"enum": ["ONE", "TWO", "THREE"]}, "TWO", ["scalar_from_text@"]],
  ["“TWO is one of them", {"enum": ["ONE", "TWO", "THREE"]}, "TWO", ["scalar_from_text@"]],
  ["It is ‘TWO’, one of three", {"enum": ["ONE", "TWO", "THREE"]}, "TWO", ["scalar_from_text@"]],
  ["TWO or THREE", {"enum": ["ONE", "TWO", "THREE"]}, {"refused": "MissingFence"}, []],
  ["Two\" is one of them", {"enum": ["ONE", "TWO", "THREE"]}, {"refused": "MissingFence"}, []],
  ["TWO or \"THREE", {"enum": ["ONE", "TWO", "THREE"]}, {"refused": "MissingFence"}, []],
  ["TWO's not it, ONE is", {"enum": ["ONE", "TWO", "THREE"]}, {"refused": "MissingFence"}, []],
  ["{\"n\": \"TWO\\\" is one of them\"}", {"type": "object", "properties": {"n": {"enum": ["ONE", "TWO"]}}, "required": ["n"]}, {"n": "TWO"}, ["enum_from_text@/n"]],
  ["[1, 2, 3]", {"type": "array", "items": {"type": "string"}}, ["1", "2", "3"], ["number_to_string@/0", "number_to_string@/1", "number_to_string@/2"]],
  ["[1, 2.50, 2e3, -0.5]", {"type": "array", "items": {"type": "string"}}, ["1", "2.5", "2000", "-0.5"], ["number_to_string@/0", "number_to_string@/1", "number_to_string@/2", "number_to_string@/3"]],
  ["{\"zip\": 10115, \"n\": 3}", {"type": "object", "properties": {"zip": {"type": "string"}, "n": {"type": "integer"}}}, {"zip": "10115", "n": 3}, ["number_to_string@/zip"]],
  ["[123456789012345678901234567890]", {"type": "array", "items": {"type": "string"}}, {"refused": "ValidationFailed"}, []],
  ["{\"ok\": true}", {"type": "object", "properties": {"ok": {"type": "string"}}}, {"refused": "ValidationFailed"}, []],
  ["42", {"type": "object", "properties": {"n": {"type": "number"}}, "required": ["n"]}, {"n": 42}, ["scalar_to_object@"]],
  ["1214.123", {"type": "object", "properties": {"foo": {"type": "number"}, "bar": {"type": "string"}}, "required": ["foo"]}, {"foo": 1214.123}, ["scalar_to_object@"]],
  [" true ", {"type": "object", "properties": {"foo": {"type": "boolean"}}, "required": ["foo"]}, {"foo": true}, ["scalar_to_object@"]],
  ["\"Ann\"", {"type": "object", "properties": {"name": {"type": "string"}}, "required": ["name"]}, {"name": "Ann"}, ["scalar_to_object@"]],
  ["\"42\"", {"type": "object", "properties": {"n": {"type": "integer"}}, "required": ["n"]}, {"n": 42}, ["scalar_to_object@", "string_to_number@/n"]],
  ["{\"order\": 42}", {"type": "object", "properties": {"order": {"type": "object", "properties": {"id": {"type": "integer"}}, "required": ["id"]}}, "required": ["order"]}, {"order": {"id": 42}}, ["scalar_to_object@/order"]],
  ["\"many\"", {"type": "object", "properties": {"n": {"type": "number"}}, "required": ["n"]}, {"refused": "SchemaMismatch"}, []],
  ["42", {"type": "object", "properties": {"n": {"type": "number", "minimum": 50}}, "required": ["n"]}, {"refused": "SchemaMismatch"}, []],
  ["42", {"type": "object", "properties": {"a": {"type": "number"}, "b": {"type": "number"}}, "required": ["a", "b"]}, {"refused": "SchemaMismatch"}, []],
  ["42", {"type": "object", "properties": {"a": {"type": "number"}}}, {"refused": "SchemaMismatch"}, []],
  ["null", {"type": "object", "properties": {"a": {"type": ["number", "null"]}}, "required": ["a"]}, {"refused": "SchemaMismatch"}, []],
  ["1/5", {"type": "number"}, 0.2, ["fraction_to_number@"]],
  [" -3/4 ", {"type": "number"}, -0.75, ["fraction_to_number@"]],
  ["6/3", {"type": "integer"}, 2, ["fraction_to_number@"]],
  ["1/3", {"type": "integer"}, {"refused": "MissingFence"}, []],
  ["1/0", {"type": "number"}, {"refused": "MissingFence"}, []],
  ["{\"p\": 1/5}", {"type": "object", "properties": {"p": {"type": "number"}}, "required": ["p"]}, {"p": 0.2}, ["fraction_to_number@/p"]],
  ["{\"p\": \"1 / 4\"}", {"type": "object", "properties": {"p": {"type": "number"}}, "required": ["p"]}, {"p": 0.25}, ["fraction_to_number@/p"]],
  ["{\"p\": \"1/05\"}", {"type": "object", "properties": {"p": {"type": "number"}}, "required": ["p"]}, {"refused": "ValidationFailed"}, []],
  ["{\"p\": \"2024/1/15\"}", {"type": "object", "properties": {"p": {"type": "number"}}, "required": ["p"]}, {"refused": "ValidationFailed"}, []],
  ["{\"p\": \"1/5\"}", {"type": "object", "properties": {"p": {"type": "string"}}, "required": ["p"]}, {"p": "1/5"}, []],
  ["[5]", {"type": "number"}, 5, ["single_from_array@"]],
  ["[\"none\", 5]", {"type": "number"}, {"refused": "SchemaMismatch"}, []],
  ["[null, 5]", {"type": "number"}, {"refused": "SchemaMismatch"}, []],
  ["[3, 4]", {"type": "number"}, {"refused": "SchemaMismatch"}, []],
  ["Hello, world", {"type": "string"}, "Hello, world", ["scalar_from_text@"]],
  ["  padded text  ", {"type": "string"}, "padded text", ["scalar_from_text@"]],
  ["<think>hmm, 3 or 4?</think>The answer is 4.", {"type": "integer"}, 4, ["scalar_from_text@"]],
  ["The answer is true", {"type": ["boolean", "null"]}, true, ["scalar_from_text@"]],
  ["nothing here", {"type": "integer"}, {"refused": "MissingFence"}, []],
  ["nothing here", {"type": "object"}, {"refused": "MissingFence"}, []],
  ["The answer is 42.", {"type": "integer", "minimum": 50}, {"refused": "ValidationFailed"}, ["scalar_from_text@"]],
  ["The answer is 42.", {"const": 42}, {"refused": "MissingFence"}, []],
  ["\"42\"", {"type": "integer"}, 42, ["string_to_number@"]],
  ["'approve'", {"enum": ["approve", "reject"]}, "approve", []],
  ["```json\n\"approve\"\n```", {"enum": ["approve", "reject"]}, "approve", []],
  ["TRUE", {"type": "boolean"}, true, []],
  ["2.", {"type": "number"}, 2, []],
  ["{\"city\": New York}", {"type": "object", "properties": {"city": {"type": "string"}}, "required": ["city"]}, {"city": "New York"}, []],
  ["{\"url\": https://example.com/a?b=1}", {"type": "object", "properties": {"url": {"type": "string"}}, "required": ["url"]}, {"url": "https://example.com/a?b=1"}, []],
  ["{\"due\": 2024-01-15}", {"type": "object", "properties": {"due": {"type": "string", "format": "date"}}, "required": ["due"]}, {"due": "2024-01-15"}, []],
  ["{\"zip\": 0789}", {"type": "object", "properties": {"zip": {"type": "string"}}, "required": ["zip"]}, {"zip": "0789"}, []],
  ["{\"zip\": 0789}", {"type": "object", "properties": {"zip": {"type": "integer"}}, "required": ["zip"]}, {"refused": "ValidationFailed"}, []],
  ["{\"note\": 12px}", {"type": "object", "properties": {"note": {"type": "string"}}, "required": ["note"]}, {"note": "12px"}, []],
  ["{\"n\": 12px}", {"type": "object", "properties": {"n": {"type": "number"}}, "required": ["n"]}, {"n": 12}, ["number_from_text@/n"]],
  ["{\"a\": 1}", {"type": "object", "properties": {"a": {"type": "integer"}, "b": {"type": "string"}}, "required": ["a"]}, {"a": 1}, []],
  ["{\"a\": 1}", {"type": "object", "properties": {"a": {"type": "integer"}, "b": {"type": "string"}}, "required": ["a", "b"]}, {"refused": "ValidationFailed"}, []],
  ["{\"a\": \"x\"}", {"type": "object", "properties": {"a": {"type": "integer"}}, "required": ["a"]}, {"refused": "ValidationFailed"}, []],
  ["{\"a\": \"1\", \"b\": \"2\"}", {"type": "object", "properties": {"a": {"type": "integer"}, "b": {"type": "string"}}, "required": ["a", "b"]}, {"a": 1, "b": "2"}, ["string_to_number@/a"]],
  ["{\"items\": [{\"Price\": \"$5\"}, {\"price\": \"6 USD\"}]}", {"type": "object", "properties": {"items": {"type": "array", "items": {"type": "object", "properties": {"price": {"type": "number"}}, "required": ["price"]}}}, "required": ["items"]}, {"items": [{"price": 5}, {"price": 6}]}, ["key_case@/items/0/price", "number_from_text@/items/1/price", "number_from_text@/items/0/price"]],
  ["{\"order\": {\"Total Amount\": \"1,200\"}}", {"type": "object", "properties": {"order": {"type": "object", "properties": {"total_amount": {"type": "integer"}}, "required": ["total_amount"]}}, "required": ["order"]}, {"order": {"total_amount": 1200}}, ["key_spelling@/order/total_amount", "number_from_text@/order/total_amount"]],
  ["{\"order\": {\"status\": \"Shipped!\"}}", {"type": "object", "properties": {"order": {"type": "object", "properties": {"status": {"enum": ["pending", "shipped"]}}, "required": ["status"]}}, "required": ["order"]}, {"order": {"status": "shipped"}}, ["enum_from_text@/order/status"]],
  ["{\"list\": \"1,234\"}", {"type": "object", "properties": {"list": {"type": "array", "items": {"type": "integer"}}}, "required": ["list"]}, {"list": [1234]}, ["single_to_array@/list", "number_from_text@/list/0"]],
];

for (const [reply, schema, expected, coercions] of ROWS) {
  test(`L5 ${JSON.stringify(reply)} for ${JSON.stringify(schema)}`, () => {
    const validator = sg.compileSchema(schema);
    const r = validator.parseReply(reply, { mode: 'lenient' });
    validator.free();
    if (expected !== null && typeof expected === 'object' && 'refused' in expected) {
      assert.equal(r.ok, false);
      assert.equal(r.errors[0].code, expected.refused);
    } else {
      assert.equal(r.ok, true, JSON.stringify(r.errors));
      assert.deepEqual(r.value, expected);
    }
    assert.deepEqual(r.coercions.map((c) => `${c.kind}@${c.instanceLocation}`), coercions);
  });
}

test('L5 schema-aligned reading is lenient mode\'s default; coerce: false turns it off', () => {
  const v = sg.compileSchema({ type: 'object', properties: { price: { type: 'number' } } });
  assert.equal(v.parseReply('{"price": "$5"}', { mode: 'lenient' }).value.price, 5);
  assert.equal(v.parseReply('{"price": "$5"}', { mode: 'lenient', coerce: false }).ok, false);
  assert.equal(v.parseReply('{"price": "$5"}').ok, false, 'strict mode does not coerce unless asked');
  v.free();
});
