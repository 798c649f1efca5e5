// Currencies and multipliers as the nine languages write them. Data only: numbers.ts compiles it.

/** Currency written before the amount ("$4M", "R$ 3 milhões", "CHF 2 Mio."), mapped to ISO 4217. */
export const CURRENCY_PREFIXES: Record<string, string> = {
  'US$': 'USD', 'U$S': 'USD', 'USD': 'USD', '$': 'USD', 'R$': 'BRL', 'BRL': 'BRL', 'MX$': 'MXN', 'MXN': 'MXN',
  'A$': 'AUD', 'C$': 'CAD', 'CA$': 'CAD', 'HK$': 'HKD', 'S$': 'SGD', '€': 'EUR', 'EUR': 'EUR', '£': 'GBP', 'GBP': 'GBP',
  '¥': 'JPY', '￥': 'JPY', 'JPY': 'JPY', '₩': 'KRW', 'KRW': 'KRW', 'CNY': 'CNY', 'RMB': 'CNY', 'CHF': 'CHF',
  'ARS': 'ARS', 'CLP': 'CLP', 'COP': 'COP', 'INR': 'INR', '₹': 'INR',
};

/** Currency written after the amount ("2 M€", "3億円", "1억 원", "4 millones de dólares"). */
export const CURRENCY_SUFFIXES: Record<string, string> = {
  'USD': 'USD', 'EUR': 'EUR', 'GBP': 'GBP', 'JPY': 'JPY', 'KRW': 'KRW', 'CNY': 'CNY', 'RMB': 'CNY', 'BRL': 'BRL',
  'MXN': 'MXN', 'ARS': 'ARS', 'CHF': 'CHF', 'CLP': 'CLP', 'COP': 'COP', '€': 'EUR', '$': 'USD',
  'dollars': 'USD', 'dollar': 'USD', 'dólares': 'USD', 'dolares': 'USD', 'Dollar': 'USD', 'dólar': 'USD',
  'euros': 'EUR', 'euro': 'EUR', 'Euro': 'EUR', 'reais': 'BRL', 'yenes': 'JPY', 'yen': 'JPY',
  'pounds': 'GBP', 'libras': 'GBP', 'Franken': 'CHF', 'francs suisses': 'CHF', 'pesos mexicanos': 'MXN',
  'pesos argentinos': 'ARS', 'pesos chilenos': 'CLP', 'pesos colombianos': 'COP',
  '円': 'JPY', 'ドル': 'USD', 'ユーロ': 'EUR', '元': 'CNY', '人民币': 'CNY', '美元': 'USD', '欧元': 'EUR', '日元': 'JPY',
  '원': 'KRW', '달러': 'USD', '유로': 'EUR', '위안': 'CNY',
};

/** Multipliers after a number. Keys are matched case-sensitively as written; values multiply. */
export const MULTIPLIERS: Record<string, number> = {
  'k': 1e3, 'K': 1e3, 'thousand': 1e3, 'mil': 1e3, 'mila': 1e3, 'Tsd.': 1e3, 'Tsd': 1e3, 'mille': 1e3,
  'm': 1e6, 'M': 1e6, 'mm': 1e6, 'MM': 1e6, 'mn': 1e6, 'Mn': 1e6, 'Mio.': 1e6, 'Mio': 1e6, 'mln': 1e6, 'Mln': 1e6,
  'million': 1e6, 'millions': 1e6, 'millón': 1e6, 'millon': 1e6, 'millones': 1e6, 'milhão': 1e6, 'milhões': 1e6,
  'milhao': 1e6, 'milhoes': 1e6, 'Million': 1e6, 'Millionen': 1e6, 'milione': 1e6, 'milioni': 1e6,
  'b': 1e9, 'B': 1e9, 'bn': 1e9, 'Bn': 1e9, 'billion': 1e9, 'billions': 1e9, 'Mrd.': 1e9, 'Mrd': 1e9,
  'Milliarde': 1e9, 'Milliarden': 1e9, 'milliard': 1e9, 'milliards': 1e9, 'miliardo': 1e9, 'miliardi': 1e9,
  'bilhão': 1e9, 'bilhões': 1e9, 'bilhao': 1e9, 'bilhoes': 1e9, 'mil millones': 1e9, 'mil milhões': 1e9,
  // A Spanish "billón" is a million millions.
  'billón': 1e12, 'billones': 1e12,
  '千': 1e3, '万': 1e4, '萬': 1e4, '百万': 1e6, '千万': 1e7, '億': 1e8, '亿': 1e8, '兆': 1e12,
  '천': 1e3, '만': 1e4, '백만': 1e6, '천만': 1e7, '억': 1e8, '조': 1e12,
};

/** Words that make a number a percentage. */
export const PERCENT_WORDS = ['%', '％', 'percent', 'per cent', 'por ciento', 'por cento', 'Prozent', 'pour cent',
  'per cento', 'パーセント', '퍼센트'];

/** Words between two numbers that make them a range ("10–20", "10 to 20", "10 bis 20", "10〜20"). */
export const RANGE_SEPARATORS = ['–', '—', '-', '~', '〜', '～', 'to', 'a', 'bis', 'à', 'al', 'até'];

/** Languages that write "2,5" for two and a half; the others write "2.5". */
export const COMMA_DECIMAL = new Set(['es', 'pt', 'de', 'fr', 'it']);
