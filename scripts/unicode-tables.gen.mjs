// Writes unicode_tables.cpp from the Unicode data of the JavaScript engine that runs it, so the
// tables agree with what `new RegExp(p, 'u')` does in that engine:
//   node scripts/unicode-tables.gen.mjs > src/regex/unicode_tables.cpp
// Every name and alias is checked against the engine's own \p{...} before it is written.
// Binary properties with more than MAX_BINARY_RANGES ranges are left out to keep the wasm small;
// they are listed so that the compiler can say "not supported" rather than "unknown".
const MAX = 0x110000;
const MAX_BINARY_RANGES = 160;

// The order of the GeneralCategory enum in unicode_tables.h.
const CATEGORIES = ['Lu', 'Ll', 'Lt', 'Lm', 'Lo', 'Mn', 'Mc', 'Me', 'Nd', 'Nl', 'No', 'Pc', 'Pd',
  'Ps', 'Pe', 'Pi', 'Pf', 'Po', 'Sm', 'Sc', 'Sk', 'So', 'Zs', 'Zl', 'Zp', 'Cc', 'Cf', 'Cs', 'Co', 'Cn'];

// Script values (PropertyValueAliases.txt): short code, long name, extra alias.
const SCRIPTS = [
  ['Adlm', 'Adlam'], ['Ahom', 'Ahom'], ['Hluw', 'Anatolian_Hieroglyphs'], ['Arab', 'Arabic'],
  ['Armn', 'Armenian'], ['Avst', 'Avestan'], ['Bali', 'Balinese'], ['Bamu', 'Bamum'],
  ['Bass', 'Bassa_Vah'], ['Batk', 'Batak'], ['Beng', 'Bengali'], ['Berf', 'Beria_Erfe'],
  ['Bhks', 'Bhaiksuki'], ['Bopo', 'Bopomofo'], ['Brah', 'Brahmi'], ['Brai', 'Braille'],
  ['Bugi', 'Buginese'], ['Buhd', 'Buhid'], ['Cans', 'Canadian_Aboriginal'], ['Cari', 'Carian'],
  ['Aghb', 'Caucasian_Albanian'], ['Cakm', 'Chakma'], ['Cham', 'Cham'], ['Cher', 'Cherokee'],
  ['Chrs', 'Chorasmian'], ['Zyyy', 'Common'], ['Copt', 'Coptic', 'Qaac'], ['Xsux', 'Cuneiform'],
  ['Cprt', 'Cypriot'], ['Cpmn', 'Cypro_Minoan'], ['Cyrl', 'Cyrillic'], ['Dsrt', 'Deseret'],
  ['Deva', 'Devanagari'], ['Diak', 'Dives_Akuru'], ['Dogr', 'Dogra'], ['Dupl', 'Duployan'],
  ['Egyp', 'Egyptian_Hieroglyphs'], ['Elba', 'Elbasan'], ['Elym', 'Elymaic'], ['Ethi', 'Ethiopic'],
  ['Gara', 'Garay'], ['Geor', 'Georgian'], ['Glag', 'Glagolitic'], ['Goth', 'Gothic'],
  ['Gran', 'Grantha'], ['Grek', 'Greek'], ['Gujr', 'Gujarati'], ['Gong', 'Gunjala_Gondi'],
  ['Guru', 'Gurmukhi'], ['Gukh', 'Gurung_Khema'], ['Hani', 'Han'], ['Hang', 'Hangul'],
  ['Rohg', 'Hanifi_Rohingya'], ['Hano', 'Hanunoo'], ['Hatr', 'Hatran'], ['Hebr', 'Hebrew'],
  ['Hira', 'Hiragana'], ['Armi', 'Imperial_Aramaic'], ['Zinh', 'Inherited', 'Qaai'],
  ['Phli', 'Inscriptional_Pahlavi'], ['Prti', 'Inscriptional_Parthian'], ['Java', 'Javanese'],
  ['Kthi', 'Kaithi'], ['Knda', 'Kannada'], ['Kana', 'Katakana'], ['Kawi', 'Kawi'],
  ['Kali', 'Kayah_Li'], ['Khar', 'Kharoshthi'], ['Kits', 'Khitan_Small_Script'], ['Khmr', 'Khmer'],
  ['Khoj', 'Khojki'], ['Sind', 'Khudawadi'], ['Krai', 'Kirat_Rai'], ['Laoo', 'Lao'],
  ['Latn', 'Latin'], ['Lepc', 'Lepcha'], ['Limb', 'Limbu'], ['Lina', 'Linear_A'],
  ['Linb', 'Linear_B'], ['Lisu', 'Lisu'], ['Lyci', 'Lycian'], ['Lydi', 'Lydian'],
  ['Mahj', 'Mahajani'], ['Maka', 'Makasar'], ['Mlym', 'Malayalam'], ['Mand', 'Mandaic'],
  ['Mani', 'Manichaean'], ['Marc', 'Marchen'], ['Gonm', 'Masaram_Gondi'], ['Medf', 'Medefaidrin'],
  ['Mtei', 'Meetei_Mayek'], ['Mend', 'Mende_Kikakui'], ['Merc', 'Meroitic_Cursive'],
  ['Mero', 'Meroitic_Hieroglyphs'], ['Plrd', 'Miao'], ['Modi', 'Modi'], ['Mong', 'Mongolian'],
  ['Mroo', 'Mro'], ['Mult', 'Multani'], ['Mymr', 'Myanmar'], ['Nbat', 'Nabataean'],
  ['Nagm', 'Nag_Mundari'], ['Nand', 'Nandinagari'], ['Talu', 'New_Tai_Lue'], ['Newa', 'Newa'],
  ['Nkoo', 'Nko'], ['Nshu', 'Nushu'], ['Hmnp', 'Nyiakeng_Puachue_Hmong'], ['Ogam', 'Ogham'],
  ['Olck', 'Ol_Chiki'], ['Onao', 'Ol_Onal'], ['Hung', 'Old_Hungarian'], ['Ital', 'Old_Italic'],
  ['Narb', 'Old_North_Arabian'], ['Perm', 'Old_Permic'], ['Xpeo', 'Old_Persian'],
  ['Sogo', 'Old_Sogdian'], ['Sarb', 'Old_South_Arabian'], ['Orkh', 'Old_Turkic'],
  ['Ougr', 'Old_Uyghur'], ['Orya', 'Oriya'], ['Osge', 'Osage'], ['Osma', 'Osmanya'],
  ['Hmng', 'Pahawh_Hmong'], ['Palm', 'Palmyrene'], ['Pauc', 'Pau_Cin_Hau'], ['Phag', 'Phags_Pa'],
  ['Phnx', 'Phoenician'], ['Phlp', 'Psalter_Pahlavi'], ['Rjng', 'Rejang'], ['Runr', 'Runic'],
  ['Samr', 'Samaritan'], ['Saur', 'Saurashtra'], ['Shrd', 'Sharada'], ['Shaw', 'Shavian'],
  ['Sidd', 'Siddham'], ['Sidt', 'Sidetic'], ['Sgnw', 'SignWriting'], ['Sinh', 'Sinhala'],
  ['Sogd', 'Sogdian'], ['Sora', 'Sora_Sompeng'], ['Soyo', 'Soyombo'], ['Sund', 'Sundanese'],
  ['Sunu', 'Sunuwar'], ['Sylo', 'Syloti_Nagri'], ['Syrc', 'Syriac'], ['Tglg', 'Tagalog'],
  ['Tagb', 'Tagbanwa'], ['Tale', 'Tai_Le'], ['Lana', 'Tai_Tham'], ['Tavt', 'Tai_Viet'],
  ['Tayo', 'Tai_Yo'], ['Takr', 'Takri'], ['Taml', 'Tamil'], ['Tnsa', 'Tangsa'], ['Tang', 'Tangut'],
  ['Telu', 'Telugu'], ['Thaa', 'Thaana'], ['Thai', 'Thai'], ['Tibt', 'Tibetan'],
  ['Tfng', 'Tifinagh'], ['Tirh', 'Tirhuta'], ['Todr', 'Todhri'], ['Tols', 'Tolong_Siki'],
  ['Toto', 'Toto'], ['Tutg', 'Tulu_Tigalari'], ['Ugar', 'Ugaritic'], ['Zzzz', 'Unknown'],
  ['Vaii', 'Vai'], ['Vith', 'Vithkuqi'], ['Wcho', 'Wancho'], ['Wara', 'Warang_Citi'],
  ['Yezi', 'Yezidi'], ['Yiii', 'Yi'], ['Zanb', 'Zanabazar_Square'],
];

// The binary properties of ECMA-262 (table "Binary Unicode property aliases").
const BINARY = [['ASCII'], ['ASCII_Hex_Digit', 'AHex'], ['Alphabetic', 'Alpha'], ['Any'],
  ['Assigned'], ['Bidi_Control', 'Bidi_C'], ['Bidi_Mirrored', 'Bidi_M'], ['Case_Ignorable', 'CI'],
  ['Cased'], ['Changes_When_Casefolded', 'CWCF'], ['Changes_When_Casemapped', 'CWCM'],
  ['Changes_When_Lowercased', 'CWL'], ['Changes_When_NFKC_Casefolded', 'CWKCF'],
  ['Changes_When_Titlecased', 'CWT'], ['Changes_When_Uppercased', 'CWU'], ['Dash'],
  ['Default_Ignorable_Code_Point', 'DI'], ['Deprecated', 'Dep'], ['Diacritic', 'Dia'], ['Emoji'],
  ['Emoji_Component', 'EComp'], ['Emoji_Modifier', 'EMod'], ['Emoji_Modifier_Base', 'EBase'],
  ['Emoji_Presentation', 'EPres'], ['Extended_Pictographic', 'ExtPict'], ['Extender', 'Ext'],
  ['Grapheme_Base', 'Gr_Base'], ['Grapheme_Extend', 'Gr_Ext'], ['Hex_Digit', 'Hex'],
  ['IDS_Binary_Operator', 'IDSB'], ['IDS_Trinary_Operator', 'IDST'], ['ID_Continue', 'IDC'],
  ['ID_Start', 'IDS'], ['Ideographic', 'Ideo'], ['Join_Control', 'Join_C'],
  ['Logical_Order_Exception', 'LOE'], ['Lowercase', 'Lower'], ['Math'],
  ['Noncharacter_Code_Point', 'NChar'], ['Pattern_Syntax', 'Pat_Syn'],
  ['Pattern_White_Space', 'Pat_WS'], ['Quotation_Mark', 'QMark'], ['Radical'],
  ['Regional_Indicator', 'RI'], ['Sentence_Terminal', 'STerm'], ['Soft_Dotted', 'SD'],
  ['Terminal_Punctuation', 'Term'], ['Unified_Ideograph', 'UIdeo'], ['Uppercase', 'Upper'],
  ['Variation_Selector', 'VS'], ['White_Space', 'WSpace', 'space'], ['XID_Continue', 'XIDC'],
  ['XID_Start', 'XIDS']];

const chars = Array.from({ length: MAX }, (_, cp) => String.fromCodePoint(cp));

function members(expression) {
  const re = new RegExp(`^\\p{${expression}}$`, 'u');
  return Uint8Array.from(chars, (c) => (re.test(c) ? 1 : 0));
}

function checkAliases(names, prefix) {
  const reference = members(prefix + names[0]);
  for (const alias of names.slice(1)) {
    if (!members(prefix + alias).every((v, i) => v === reference[i])) throw Error(`alias ${alias}`);
  }
  return reference;
}

function leb128(out, n) {
  do {
    const low = n % 128;
    n = Math.floor(n / 128);
    out.push(n ? low | 0x80 : low);
  } while (n);
}

// One number per run of equal values: (length << bits) | value.
function valueRuns(valueNames, prefix, bits) {
  const values = new Uint8Array(MAX).fill(255);
  valueNames.forEach((names, index) => {
    checkAliases(names, prefix).forEach((inside, cp) => {
      if (!inside) return;
      if (values[cp] !== 255) throw Error(`U+${cp.toString(16)} has two values`);
      values[cp] = index;
    });
  });
  if (values.includes(255)) throw Error(`${prefix} leaves a code point without a value`);
  const out = [];
  let start = 0;
  for (let cp = 1; cp <= MAX; cp++) {
    if (cp < MAX && values[cp] === values[start]) continue;
    leb128(out, (cp - start) * 2 ** bits + values[start]);
    start = cp;
  }
  return out;
}

// Run lengths alternating outside / inside, starting outside at U+0000.
function binaryRuns(inside) {
  const lengths = inside[0] ? [0] : [];
  let start = 0;
  for (let cp = 1; cp <= MAX; cp++) {
    if (cp < MAX && inside[cp] === inside[cp - 1]) continue;
    lengths.push(cp - start);
    start = cp;
  }
  const out = [];
  lengths.forEach((n) => leb128(out, n));
  return { out, ranges: Math.ceil(lengths.length / 2) };
}

function bytes(list) {
  const lines = [];
  let line = '   ';
  for (const b of list) {
    if (line.length + ` ${b},`.length > 100) {
      lines.push(line);
      line = '   ';
    }
    line += ` ${b},`;
  }
  lines.push(line);
  return lines.join('\n');
}

const quoted = (s) => (s === undefined ? 'nullptr' : `"${s}"`);
const nameRow = (n) => `{${quoted(n[0])}, ${quoted(n[1])}, ${quoted(n[2])}}`;

const categoryBytes = valueRuns(CATEGORIES.map((c) => [c]), 'gc=', 5);
const scriptBytes = valueRuns(SCRIPTS.map((s) => [s[1], s[0], s[2]].filter(Boolean)), 'sc=', 8);
const included = [];
const excluded = [];
for (const names of BINARY) {
  const runs = binaryRuns(checkAliases(names, ''));
  // Assigned is computed from General_Category (everything but Cn).
  if (names[0] === 'Assigned') continue;
  (runs.ranges > MAX_BINARY_RANGES ? excluded : included).push({ names, ...runs });
}

process.stdout.write(`// GENERATED by scripts/unicode-tables.gen.mjs from the Unicode data of Node ${process.versions.node}
// (ICU ${process.versions.icu}, Unicode ${process.versions.unicode}); do not edit. Every alias was checked against that engine.
// Data, not code: rows that look alike here (to a repeated-code finder too) are byte tables.
#include "regex/unicode_tables.h"

namespace sg::unicode_data {
namespace {

const std::uint8_t kCategoryBytes[] = {
${bytes(categoryBytes)}
};

const std::uint8_t kScriptBytes[] = {
${bytes(scriptBytes)}
};

${included.map((p, i) => `// ${p.names[0]}: ${p.ranges} ranges
const std::uint8_t kBinary${i}[] = {
${bytes(p.out)}
};
`).join('\n')}
}  // namespace

const char* const kUnicodeVersion = "${process.versions.unicode}";
const RunStream kGeneralCategoryRuns{kCategoryBytes, sizeof kCategoryBytes};
const RunStream kScriptRuns{kScriptBytes, sizeof kScriptBytes};

const PropertyName kScripts[] = {
${SCRIPTS.map((s) => `    ${nameRow([s[1], s[0], s[2]])},`).join('\n')}
};
const std::size_t kScriptCount = sizeof kScripts / sizeof kScripts[0];

const BinaryProperty kBinaryProperties[] = {
${included.map((p, i) => `    {${nameRow(p.names)}, {kBinary${i}, sizeof kBinary${i}}},`).join('\n')}
};
const std::size_t kBinaryPropertyCount = sizeof kBinaryProperties / sizeof kBinaryProperties[0];

const PropertyName kOmittedBinaryProperties[] = {
${excluded.map((p) => `    ${nameRow(p.names)},`).join('\n')}
};
const std::size_t kOmittedBinaryPropertyCount =
    sizeof kOmittedBinaryProperties / sizeof kOmittedBinaryProperties[0];

}  // namespace sg::unicode_data
`);
