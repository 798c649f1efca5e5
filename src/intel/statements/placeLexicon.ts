// Places as the nine languages name them, with their ISO 3166 code and market region, and the words
// that make a place the company's home, its current market or its target. Data only.
import type { RegionSlug } from './types.ts';

export interface PlaceEntry {
  name: string;
  iso?: string;
  region: RegionSlug;
  kind: 'country' | 'city' | 'region';
  /** Names, case-sensitive for Latin script ("Chile", not the pepper). */
  names: string;
  /** Adjectives that name the place only before or after a word for market ("mercado mexicano"). */
  adjectives?: string;
  /** The role when no cue is near: "overseas" names where a company sells unless a cue says otherwise. */
  role?: 'market';
}

const country = (iso: string, region: RegionSlug, name: string, names: string, adjectives?: string): PlaceEntry => ({
  name,
  iso,
  region,
  kind: 'country',
  names,
  ...(adjectives ? { adjectives } : {}),
});
const city = (iso: string, region: RegionSlug, names: string): PlaceEntry => ({
  name: names.split('|')[0],
  iso,
  region,
  kind: 'city',
  names,
});
const region = (slug: RegionSlug, name: string, names: string, role?: 'market'): PlaceEntry => ({
  name,
  region: slug,
  kind: 'region',
  names,
  ...(role ? { role } : {}),
});

export const PLACES: readonly PlaceEntry[] = [
  country(
    'US',
    'us',
    'United States',
    'United States|USA|U.S.|US|America|Estados Unidos|EE.UU.|EEUU|EUA|Vereinigte Staaten|' +
      'USA|États-Unis|Etats-Unis|Stati Uniti|アメリカ|米国|미국|美国',
    'American|US|estadounidense|norte-americano|amerikanischen|américain|americano',
  ),
  country(
    'GB',
    'uk',
    'United Kingdom',
    'United Kingdom|UK|Britain|Great Britain|England|Reino Unido|Inglaterra|' +
      'Großbritannien|Vereinigtes Königreich|Royaume-Uni|Regno Unito|イギリス|英国|영국',
    'British|UK|britannique|britannico|britischen',
  ),
  country(
    'DE',
    'dach',
    'Germany',
    'Germany|Alemania|Alemanha|Deutschland|Allemagne|Germania|ドイツ|독일|德国',
    'German|alemán|alemana|alemão|alemã|deutschen|deutsche|deutsches|deutscher|allemand|allemande|tedesco|tedesca|' +
      'ドイツ|독일|德国',
  ),
  country(
    'AT',
    'dach',
    'Austria',
    'Austria|Áustria|Österreich|Autriche|オーストリア|오스트리아|奥地利',
    'Austrian|österreichischen|österreichisches|austriaco|austriaca|autrichien',
  ),
  country(
    'CH',
    'dach',
    'Switzerland',
    'Switzerland|Suiza|Suíça|Schweiz|Suisse|Svizzera|スイス|스위스|瑞士',
    'Swiss|Schweizer|suisse|suizo|suiza|suíço|suíça|svizzero|svizzera',
  ),
  country(
    'FR',
    'france',
    'France',
    'France|Francia|França|Frankreich|フランス|프랑스|法国',
    'French|francés|francesa|francês|französischen|französisches|französische|français|française|francese',
  ),
  country(
    'IT',
    'italy',
    'Italy',
    'Italy|Italia|Itália|Italien|Italie|イタリア|이탈리아|意大利',
    'Italian|italiano|italiana|italienischen|italienisches|italien|italienne',
  ),
  country(
    'ES',
    'spain',
    'Spain',
    'Spain|España|Espanha|Spanien|Espagne|Spagna|スペイン|스페인|西班牙',
    'Spanish|español|española|espanhol|espanhola|spanischen|spanisches|espagnol|espagnole|spagnolo|spagnola',
  ),
  country(
    'PT',
    'eu',
    'Portugal',
    'Portugal|Portogallo|ポルトガル|포르투갈|葡萄牙',
    'Portuguese|portugués|português|portugais',
  ),
  country(
    'NL',
    'eu',
    'Netherlands',
    'Netherlands|Holland|Países Bajos|Holanda|Niederlande|Pays-Bas|Paesi Bassi|オランダ|네덜란드|荷兰',
    'Dutch',
  ),
  country('BE', 'eu', 'Belgium', 'Belgium|Bélgica|Belgien|Belgique|Belgio|ベルギー|벨기에|比利时'),
  country('SE', 'eu', 'Sweden', 'Sweden|Suecia|Suécia|Schweden|Suède|Svezia|スウェーデン|스웨덴|瑞典'),
  country('PL', 'eu', 'Poland', 'Poland|Polonia|Polônia|Polen|Pologne|ポーランド|폴란드|波兰'),
  country('IE', 'eu', 'Ireland', 'Ireland|Irlanda|Irland|Irlande|アイルランド|아일랜드|爱尔兰'),
  country(
    'BR',
    'brazil',
    'Brazil',
    'Brazil|Brasil|Brasilien|Brésil|Brasile|ブラジル|브라질|巴西',
    'Brazilian|brasileño|brasileña|brasileiro|brasileira|brasilianischen|brasilianisches|brésilien|brésilienne|' +
      'brasiliano|brasiliana',
  ),
  country(
    'MX',
    'mexico',
    'Mexico',
    'Mexico|México|Mexiko|Mexique|Messico|メキシコ|멕시코|墨西哥',
    'Mexican|mexicano|mexicana|mexikanischen|mexikanisches|mexicain|mexicaine|messicano|messicana',
  ),
  country(
    'AR',
    'argentina',
    'Argentina',
    'Argentina|Argentinien|Argentine|アルゼンチン|아르헨티나|阿根廷',
    'Argentine|Argentinian|argentino|argentina|argentinischen|argentin',
  ),
  country('CL', 'latam', 'Chile', 'Chile|Chili|Cile|チリ|칠레|智利', 'Chilean|chileno|chilena'),
  country(
    'CO',
    'latam',
    'Colombia',
    'Colombia|Colômbia|Kolumbien|Colombie|コロンビア|콜롬비아|哥伦比亚',
    'Colombian|colombiano|colombiana',
  ),
  country('PE', 'latam', 'Peru', 'Peru|Perú|Pérou|ペルー|페루|秘鲁', 'Peruvian|peruano|peruana'),
  country('UY', 'latam', 'Uruguay', 'Uruguay|Uruguai|ウルグアイ|우루과이|乌拉圭'),
  country(
    'JP',
    'japan',
    'Japan',
    'Japan|Japón|Japão|Japon|Giappone|日本|일본',
    'Japanese|japonés|japonesa|japonês|japanischen|japanisches|japonais|japonaise|giapponese',
  ),
  country(
    'KR',
    'korea',
    'South Korea',
    'South Korea|Korea|Corea del Sur|Corea|Coreia do Sul|Coreia|Südkorea|Corée du Sud|Corée|' +
      'Corea del Sud|韓国|한국|대한민국|韩国',
    'Korean|coreano|coreana|südkoreanischen|koreanischen|koreanisches|coréen|coréenne',
  ),
  country(
    'CN',
    'china',
    'China',
    'China|Chine|Cina|中国|중국|中國',
    'Chinese|chino|china|chinês|chinesa|chinesischen|chinesisches|chinois|chinoise|cinese',
  ),
  country('IN', 'global', 'India', 'India|Índia|Indien|Inde|インド|인도|印度', 'Indian|indio|indiano'),
  country('SG', 'global', 'Singapore', 'Singapore|Singapur|Singapura|Singapour|シンガポール|싱가포르|新加坡'),
  country('CA', 'global', 'Canada', 'Canada|Canadá|Kanada|カナダ|캐나다|加拿大', 'Canadian|canadiense'),
  country(
    'AU',
    'global',
    'Australia',
    'Australia|Austrália|Australien|Australie|オーストラリア|호주|澳大利亚',
    'Australian',
  ),
  country('ID', 'global', 'Indonesia', 'Indonesia|Indonésia|Indonesien|Indonésie|インドネシア|인도네시아|印度尼西亚'),
  country('TW', 'global', 'Taiwan', 'Taiwan|Taiwán|Taïwan|台湾|대만|臺灣'),
  country('VN', 'global', 'Vietnam', 'Vietnam|Vietnã|ベトナム|베트남|越南'),
  country(
    'AE',
    'global',
    'United Arab Emirates',
    'UAE|United Arab Emirates|Emiratos Árabes|Dubai|ドバイ|두바이|阿联酋|迪拜',
  ),
  // Africa and the Gulf: markets of their own, outside the regional contexts (global).
  country('NG', 'global', 'Nigeria', 'Nigeria|Nigéria|ナイジェリア|나이지리아|尼日利亚', 'Nigerian|nigeriano|nigérian'),
  country('KE', 'global', 'Kenya', 'Kenya|Kenia|Quênia|ケニア|케냐|肯尼亚', 'Kenyan|keniano|kényan'),
  country('SN', 'global', 'Senegal', 'Senegal|Sénégal|セネガル|세네갈|塞内加尔', 'Senegalese|senegalés|sénégalais'),
  country('CI', 'global', "Côte d'Ivoire", "Côte d'Ivoire|Ivory Coast|Costa de Marfil|Costa do Marfim|Elfenbeinküste"),
  country('GH', 'global', 'Ghana', 'Ghana|Gana|ガーナ|가나|加纳', 'Ghanaian'),
  country(
    'ZA',
    'global',
    'South Africa',
    'South Africa|Sudáfrica|África do Sul|Südafrika|Afrique du Sud|Sudafrica|南アフリカ|남아프리카|南非',
    'South African|sudafricano',
  ),
  country('EG', 'global', 'Egypt', 'Egypt|Egipto|Egito|Ägypten|Égypte|Egitto|エジプト|이집트|埃及', 'Egyptian|egipcio'),
  country(
    'MA',
    'global',
    'Morocco',
    'Morocco|Marruecos|Marrocos|Marokko|Maroc|Marocco|モロッコ|모로코|摩洛哥',
    'Moroccan|marroquí|marocain',
  ),
  country(
    'SA',
    'global',
    'Saudi Arabia',
    'Saudi Arabia|Arabia Saudí|Arabia Saudita|Arábia Saudita|Saudi-Arabien|Arabie saoudite|サウジアラビア|사우디아라비아|沙特阿拉伯|沙特',
    'Saudi|saudí|saoudien',
  ),
  country('QA', 'global', 'Qatar', 'Qatar|Catar|Katar|カタール|카타르|卡塔尔'),
  country('IL', 'global', 'Israel', 'Israel|Israël|Israele|イスラエル|이스라엘|以色列', 'Israeli|israelí|israélien'),
  country(
    'TR',
    'global',
    'Turkey',
    'Turkey|Türkiye|Turquía|Turquia|Türkei|Turquie|Turchia|トルコ|튀르키예|土耳其',
    'Turkish',
  ),
  country('PH', 'global', 'Philippines', 'Philippines|Filipinas|Philippinen|Filippine|フィリピン|필리핀|菲律宾'),
  country('TH', 'global', 'Thailand', 'Thailand|Tailandia|Tailândia|Thaïlande|タイ王国|태국|泰国'),
  country('MY', 'global', 'Malaysia', 'Malaysia|Malasia|Malásia|Malaisie|マレーシア|말레이시아|马来西亚'),
  country('HK', 'global', 'Hong Kong', 'Hong Kong|香港|홍콩'),
  city('NG', 'global', 'Lagos|Abuja'),
  city('KE', 'global', 'Nairobi|ナイロビ|나이로비|内罗毕'),
  city('SN', 'global', 'Dakar'),
  city('CI', 'global', 'Abidjan'),
  city('GH', 'global', 'Accra'),
  city('EG', 'global', 'Cairo|El Cairo|Le Caire|Il Cairo'),
  city('SA', 'global', 'Riyadh|Riad|Riyad|Jeddah'),
  city('QA', 'global', 'Doha'),
  city('IL', 'global', 'Tel Aviv'),
  city('DE', 'dach', 'Berlin|Berlín|ベルリン|베를린|柏林'),
  city('DE', 'dach', 'Munich|München|Múnich|Munique|ミュンヘン|뮌헨|慕尼黑'),
  city('DE', 'dach', 'Hamburg|Hamburgo|ハンブルク|함부르크|汉堡'),
  city('AT', 'dach', 'Vienna|Wien|Viena|Vienne|ウィーン|维也纳'),
  city('CH', 'dach', 'Zurich|Zürich|Zúrich|Zurique|チューリッヒ|취리히|苏黎世'),
  city('FR', 'france', 'Paris|París|パリ|파리|巴黎'),
  city('FR', 'france', 'Lyon|Lyons|Lione|リヨン|리옹|里昂'),
  city('IT', 'italy', 'Milan|Milano|Milán|Milão|Mailand|ミラノ|밀라노|米兰'),
  city('IT', 'italy', 'Rome|Roma|Rom|ローマ|로마|罗马'),
  city('ES', 'spain', 'Madrid|マドリード|마드리드|马德里'),
  city('ES', 'spain', 'Barcelona|Barcelone|バルセロナ|바르셀로나|巴塞罗那'),
  city('PT', 'eu', 'Lisbon|Lisboa|Lissabon|Lisbonne|リスボン|리스본|里斯本'),
  city('BR', 'brazil', 'São Paulo|Sao Paulo|San Pablo|サンパウロ|상파울루|圣保罗'),
  city('BR', 'brazil', 'Rio de Janeiro|リオデジャネイロ|리우데자네이루'),
  city(
    'MX',
    'mexico',
    'Mexico City|Ciudad de México|CDMX|Cidade do México|Mexiko-Stadt|メキシコシティ|멕시코시티|墨西哥城',
  ),
  city('MX', 'mexico', 'Monterrey|Guadalajara'),
  city('AR', 'argentina', 'Buenos Aires|ブエノスアイレス|부에노스아이레스|布宜诺斯艾利斯'),
  city('CO', 'latam', 'Bogotá|Bogota|Medellín|Medellin'),
  city('CL', 'latam', 'Santiago de Chile'),
  city('PE', 'latam', 'Lima'),
  city('JP', 'japan', 'Tokyo|Tokio|Tóquio|東京|도쿄|东京'),
  city('JP', 'japan', 'Osaka|大阪|오사카'),
  city('KR', 'korea', 'Seoul|Seúl|Seul|Séoul|ソウル|서울|首尔'),
  city('KR', 'korea', 'Busan|釜山|부산'),
  city('CN', 'china', 'Beijing|Pekín|Pequim|Peking|Pékin|Pechino|北京|베이징'),
  city('CN', 'china', 'Shanghai|Shanghái|Xangai|上海|상하이'),
  city('CN', 'china', 'Shenzhen|深圳'),
  city('CN', 'china', 'Hangzhou|杭州|항저우'),
  city(
    'DE',
    'dach',
    'Frankfurt|Fráncfort|Francoforte|Francfort|Cologne|Köln|Colonia|Stuttgart|Düsseldorf|Leipzig|Dresden',
  ),
  city('AT', 'dach', 'Graz|Linz|Salzburg'),
  city('CH', 'dach', 'Geneva|Genf|Genève|Ginevra|Ginebra|Basel|Bâle|Lausanne|Bern'),
  city('FR', 'france', 'Marseille|Marsella|Toulouse|Lille|Bordeaux|Nantes|Strasbourg|Montpellier|Rennes'),
  city('IT', 'italy', 'Turin|Torino|Naples|Napoli|Bologna|Florence|Firenze|Genova|Bergamo|Verona|Padova|Bari|Palermo'),
  city('ES', 'spain', 'Valencia|Sevilla|Seville|Bilbao|Málaga|Zaragoza|Palma|Alicante'),
  city('PT', 'eu', 'Porto|Oporto'),
  city(
    'BR',
    'brazil',
    'Belo Horizonte|Curitiba|Porto Alegre|Recife|Brasília|Campinas|Florianópolis|Salvador|Fortaleza',
  ),
  city('MX', 'mexico', 'Puebla|Querétaro|Tijuana|Mérida|León'),
  city('AR', 'argentina', 'Rosario|Mendoza'),
  city('CL', 'latam', 'Santiago|Valparaíso'),
  city('CO', 'latam', 'Cali|Barranquilla'),
  city('EC', 'latam', 'Quito|Guayaquil'),
  city('UY', 'latam', 'Montevideo'),
  city('JP', 'japan', 'Yokohama|Nagoya|Fukuoka|Sapporo|Kobe|横浜|名古屋|福岡|札幌|神戸|京都|Kyoto'),
  city('KR', 'korea', 'Incheon|Daegu|Pangyo|인천|대구|판교|대전|광주'),
  city('CN', 'china', 'Guangzhou|Chengdu|Wuhan|Suzhou|Nanjing|广州|成都|武汉|苏州|南京|重庆|天津|西安'),
  city('GB', 'uk', 'London|Londres|Londra|ロンドン|런던|伦敦'),
  city('US', 'us', 'New York|Nueva York|Nova York|ニューヨーク|뉴욕|纽约'),
  city('US', 'us', 'San Francisco|Silicon Valley|サンフランシスコ|샌프란시스코|旧金山|硅谷'),
  city('US', 'us', 'Austin|Boston|Seattle'),
  city('NL', 'eu', 'Amsterdam|Ámsterdam|Amesterdão|アムステルダム|암스테르담|阿姆斯特丹'),
  city('SE', 'eu', 'Stockholm|Estocolmo'),
  city('IE', 'eu', 'Dublin|Dublín'),
  city('SG', 'global', 'Singapore City'),
  city('IN', 'global', 'Bangalore|Bengaluru|Mumbai'),
  region(
    'latam',
    'Latin America',
    'Latin America|South America|LatAm|LATAM|Latinoamérica|Sudamérica|América do Sul|Südamerika|América Latina|Lateinamerika|Amérique latine|' +
      'America Latina|中南米|ラテンアメリカ|중남미|라틴아메리카|拉美|拉丁美洲',
  ),
  region('dach', 'DACH', 'DACH|D-A-CH'),
  region(
    'spain',
    'Iberia',
    'Iberia|Iberian Peninsula|Península Ibérica|Península Ibérica|Iberische Halbinsel|péninsule Ibérique',
  ),
  // Groups of countries outside the regional contexts: a market of its own, read as global.
  region(
    'global',
    'Middle East',
    'Middle East|MENA|GCC|Gulf|Golfo Pérsico|Oriente Medio|Oriente Médio|Naher Osten|Nahost|Moyen-Orient|' +
      'Medio Oriente|中東|중동|中东|海湾地区',
  ),
  region(
    'global',
    'Africa',
    'Africa|África|Afrika|Afrique|アフリカ|아프리카|非洲|West Africa|Afrique de l’Ouest|' +
      "Afrique de l'Ouest|África Occidental|Sub-Saharan Africa|Afrique subsaharienne",
  ),
  region(
    'eu',
    'Nordics',
    'Nordics|Nordic countries|Scandinavia|Escandinavia|Escandinávia|Skandinavien|Scandinavie|' +
      'Scandinavia|Nordeuropa|países nórdicos|北欧|북유럽|Benelux|Baltics|CEE|Central and Eastern Europe|EMEA',
  ),
  region(
    'global',
    'Asia-Pacific',
    'APAC|Asia-Pacific|Asia Pacific|Asia-Pacífico|Asien-Pazifik|Asie-Pacifique|' +
      'アジア太平洋|아시아 태평양|亚太|North America|Norteamérica|América do Norte|Nordamerika|Amérique du Nord|' +
      'Nord America|北米|북미|北美|ASEAN|SEA|동남아|東南亞',
  ),
  region(
    'eu',
    'Europe',
    'Europe|EU|European Union|Europa|Unión Europea|União Europeia|Europäische Union|Union européenne|' +
      'Unione Europea|ヨーロッパ|欧州|유럽|欧洲',
  ),
  region(
    'global',
    'Southeast Asia',
    'Southeast Asia|Sudeste Asiático|Südostasien|Asie du Sud-Est|東南アジア|동남아시아|东南亚',
  ),
  region(
    'global',
    'worldwide',
    'worldwide|globally|internationally|mundialmente|weltweit|mondialement|' + '世界中|グローバル|全球',
  ),
  // Sold all over the world: a global market unless a cue says otherwise.
  region(
    'global',
    'all over the world',
    'around the world|across the world|all over the world|global markets|en todo el mundo|todo el mundo|' +
      'todo o mundo|mundo todo|no mundo inteiro|in der ganzen Welt|auf der ganzen Welt|le monde entier|' +
      'dans le monde entier|tutto il mondo|in tutto il mondo|世界各国|世界各地|全世界|글로벌 시장|전 세계|' +
      '세계 시장|全球各地|全球市场|全球多个国家|世界各国に',
    'market',
  ),
  // Markets abroad as a whole: a company selling "overseas" sells outside its home region.
  region(
    'global',
    'overseas',
    'overseas|abroad|international markets|en el extranjero|mercados internacionales|no exterior|' +
      "mercados internacionais|im Ausland|internationalen Märkten|à l'étranger|marchés internationaux|" +
      "all'estero|mercati internazionali|海外|해외|海外市场|境外|国际市场",
    'market',
  ),
];

/** Words for a market, next to which an adjective names a place ("German market", "mercado mexicano"). */
export const MARKET_WORDS =
  'market|markets|mercado|mercados|Markt|Marktes|Märkte|marché|marchés|mercato|mercati|市場|시장|市场';

/** Words for a company, next to which an adjective names its home ("a Kenyan startup", "empresa mexicana"). */
export const COMPANY_WORDS =
  'startup|start-up|scale-up|company|firm|fintech|empresa|compañía|companhia|Unternehmen|Startup|' +
  'Firma|Anbieter|entreprise|société|jeune pousse|azienda|società|impresa';

/** The home country of the text's language, as its own word for "domestic" names it ("국내", "国内"). */
export const DOMESTIC: Partial<Record<'ja' | 'ko' | 'zh', { word: string; country: string }>> = {
  ja: { word: '国内', country: 'Japan' },
  ko: { word: '국내', country: 'South Korea' },
  zh: { word: '国内', country: 'China' },
};

/** Role cues. BEFORE cues stand before the place ("based in"), AFTER cues after it ("に本社", "-based"). */
export const HOME_BEFORE =
  "based in|headquartered in|HQ in|HQ'd in|based out of|from|born in|incorporated in|" +
  'startup from|company from|startup based in|con sede en|basada en|basado en|ubicada en|startup de|empresa de|' +
  'com sede em|sediada em|baseada em|sediado em|startup do|startup da|empresa do|empresa da|mit Sitz in|Sitz in|' +
  'Startup aus|Start-up aus|Unternehmen aus|ansässig in|basée à|basé à|installée à|siège à|siège social à|start-up de|' +
  'startup di|azienda di|con sede a|con sede in|basata a|' +
  'headquarters in|本社は|本社を|본사는|본사를|总部位于|总部在|总部设在|位于|来自';
export const HOME_AFTER =
  '-based|based|発の|に本社|に本拠|拠点の|本社の|에 본사|에 본사를 둔|기반의|기반|출신|总部|起家|に拠点を置く';
export const MARKET_BEFORE =
  'sell in|sell to|selling in|customers in|clients in|operate in|operating in|operates in|' +
  'available in|active in|present in|presence in|live in|serve|serving|across|leader in|' +
  'vendemos en|clientes en|operamos en|opera en|presentes en|disponible en|vendemos no|vendemos em|clientes no|' +
  'clientes em|operamos no|operamos em|atuamos no|atuamos em|presentes no|Kunden in|tätig in|aktiv in|verkaufen in|' +
  'vertreten in|clients en|clients au|présents en|présents au|opérons en|actifs en|vendons en|clienti in|operiamo in|' +
  'presenti in|attivi in|vendiamo in|在|' +
  // A network, presence or business held in a place today.
  '遍布|面向|深耕|' +
  'clientes na|vendemos na|operamos na|atuamos na|presentes na|' +
  'export to|exports to|exporting to|exportamos a|exportamos para|exportieren nach|exportons vers|' +
  'esportiamo in|销往|出口到|卖到|' +
  'approach in|network in|network across|operations in|business in|presence across|red en|presencia en|rede no|rede na|' +
  'rede em|presença no|presença na|presença em|Netzwerk in|Netz in|Präsenz in|réseau en|réseau au|' +
  'présence en|présence au|rete in|presenza in';
export const MARKET_AFTER =
  '소비자에게|고객에게|에게 판매|로의 수출|으로의 수출|の顧客に|に輸出|へ輸出|に販売|へ販売|에 수출|로 수출|으로 수출|에 판매|로 판매|で展開|で事業|で販売|で提供|で利用|の顧客|に顧客|에서 서비스|에서 운영|에서 판매|에서 사업|시장에서|的客户|运营|市场占有';
export const TARGET_BEFORE =
  'launch in|launching in|launch into|expand to|expand into|expanding to|expanding into|expansion to|' +
  'expansion into|enter|entering|go into|move into|open in|opening in|next market|plan to launch in|roll out in|' +
  'roll out to|rolling out to|rolling out in|go live in|going live in|' +
  'lanzaremos en|vamos a lanzar en|desembarcar en|desembarcaremos en|abriremos en|llegaremos a|' +
  'lançaremos no|lançaremos em|desembarcar no|desembarcar em|vamos abrir no|' +
  'visons|ciblons|nous implanter en|nous implanter au|' +
  'aprire in|apriremo in|lanceremo in|sbarcare in|sbarcheremo in|' +
  'lanzar en|lanzamos en|expandir a|expandirnos a|expandirnos en|expansión a|entrar en|entrar al|entrar a|llegar a|abrir en|' +
  'lançar no|lançar em|expandir para|expansão para|entrar no|entrar em|chegar ao|chegar a|Markteintritt in|' +
  'expandieren nach|Expansion nach|starten in|eintreten in|Markteintritt|Eintritt in|den Markt|se lancer en|se lancer au|' +
  "lancer en|lancer au|s'implanter en|s'implanter au|expansion en|expansion au|s'étendre en|s'étendre au|entrer en|" +
  'entrer au|entrer sur|lanciare in|lanciarci in|espanderci in|espansione in|entrare in|entrare nel|进入|进军|拓展到|拓展至|' +
  '出海到|布局|扩张到|开拓|' +
  // Families of a stated next market, written as the nine languages pitch it.
  'starting in|start in|starting with|start with|first market|next year in|later this year in|debut in|' +
  'debuting in|break into|breaking into|bring it to|bring the product to|bring our product to|bring the platform to|' +
  'bring our platform to|bringing our product to|bringing the product to|bringing our platform to|eyeing|targeting|approach the|expansion plans|land in|' +
  'landing in|set up in|setting up in|head into|heading into|market entry in|entry into|' +
  'próximo mercado|primer mercado|aterrizar en|aterrizaremos en|aterrizando en|llevar el producto a|llevar nuestro producto a|llevar la plataforma a|' +
  'llevar nuestra plataforma a|' +
  'abrir operaciones en|el próximo año en|el año que viene en|desembarco en|lanzamiento en|apuntamos a|' +
  'conquistar|empezar en|empezaremos en|comenzar en|comenzaremos en|expansión hacia|expandirnos hacia|' +
  'internacionalizarnos a|primeiro mercado|internacionalizar para|internacionalização para|levar o produto para|levar nosso produto para|' +
  'levar a plataforma para|levar nossa plataforma para|' +
  'chegar na|chegar à|entrar na|desembarcar na|estrear no|estrear em|estrear na|abrir operação no|' +
  'abrir operações no|abrir operação em|abrir operações em|no ano que vem no|começar pelo|começar pela|' +
  'começar no|começar na|lançamento no|lançamento na|lançamento em|lançar na|expandir para a|' +
  'gehen wir nach|gehen nach|Expansion in|Fuß fassen in|nächster Markt|nächsten Markt|erster Markt|' +
  'Start in|Launch in|Markteinführung in|ausweiten auf|ausweiten nach|Internationalisierung nach|' +
  'prochain marché|premier marché|ouvrir au|ouvrir en|ouvrir à|nous développer en|nous développer au|' +
  'se développer en|se développer au|développement en|développement au|conquérir|arriver en|arriver au|' +
  'arrivée en|arrivée au|lancement en|lancement au|débarquer en|débarquer au|attaquer le marché|cibler|' +
  "l'an prochain en|expansion vers|s'étendre à|s'implanter à|nous implanter à|s'internationaliser en|" +
  'prossimo mercato|primo mercato|puntiamo al|puntiamo sul|puntare al|puntare sul|ingresso in|ingresso nel|' +
  "l'ingresso in|espansione verso|espandersi in|aprire una sede in|conquistare|debuttare in|debutto in|" +
  'approdare in|approdo in|arrivare in|arriveremo in|lancio in|entrata nel|entrare sul|portare il prodotto in|portare il nostro prodotto in|portare la piattaforma in|' +
  'portare la nostra piattaforma in|' +
  '次の市場は|次の進出先は|進出先は|進出先として|다음 시장은|다음 목표 시장은|목표 시장은|' +
  '把产品带到|带到|打入|登陆|出海至|下一个市场是|目标市场是|目标市场为|扩展到|扩展至|' +
  // A plan placed "in" a country is a target, not today's market: 计划在巴西…, 明年在德国…
  '计划在|准备在|打算在|将在|拟在|要在|考虑在|明年在|未来在|计划于|将于|来年|来年に|내년에는|내년에|내년|' +
  // Expansion and entry as nouns, which may stand a few words before the place ("an expansion of its
  // business to Germany", "la expansión de Pudu a Japón"), and growth or approach in the infinitive.
  'expansion|expansion of|push into|pushing into|to grow in|grow into|approach|entry to|' +
  'expansión|expansión de|entrada en|entrada al|entrada a|crecer en|abordar|' +
  'expansão|expansão da|expansão do|entrada no|entrada na|entrada em|crescer na|crescer no|crescer em|' +
  'Expansion|Eintritt|Expansion von|' +
  'aborder|croître en|croître au|grandir en|grandir au|' +
  'espansione|espansione di|crescere in|crescere nel|affrontare|拓展|出海|打开|抢占|攻入|进入|' +
  // Opening operations, a branch, an office or a subsidiary there: "lançar operações na Argentina",
  // "aprire una filiale in Messico", "open an office in Madrid", "ouvrir une filiale au Brésil".
  'launch operations in|start operations in|begin operations in|open a branch in|open an office in|' +
  'open a subsidiary in|set up a subsidiary in|set up an office in|opening an office in|' +
  'iniciar operaciones en|abrir una filial en|abrir una oficina en|abrir una sucursal en|abrir filial en|' +
  'lançar operações na|lançar operações no|lançar operações em|iniciar operações na|iniciar operações no|' +
  'iniciar operações em|abrir uma filial na|abrir uma filial no|abrir uma filial em|abrir um escritório na|' +
  'abrir um escritório no|abrir um escritório em|ouvrir une filiale en|ouvrir une filiale au|' +
  'ouvrir un bureau en|ouvrir un bureau au|ouvrir un bureau à|ouvrir une filiale à|aprire una filiale in|' +
  'aprire un ufficio in|aprire una filiale a|aprire un ufficio a|avviare le operazioni in|avviare operazioni in';
// German puts the verb after the place: "wir wollen in Japan starten", "nach Frankreich expandieren".
export const TARGET_AFTER =
  'erschließen|eintreten|betreten|starten|expandieren|launchen|eröffnen|einsteigen|' +
  '上陸|進出|参入|展開予定|展開を計画|展開を予定|への進出|에 진출|진출|시장 진출|에 출시|출시 예정|진입|进军|市场拓展|' +
  'as our next market|as our first market|as our next target|is our next market|as a target market|' +
  'as our target market|will be our next market|como próximo mercado|como nuestro próximo mercado|' +
  'como primer mercado|como primeiro mercado|como nosso próximo mercado|Fuß fassen|Fuß zu fassen|gehen|' +
  'erobern|als nächsten Markt|als Zielmarkt|ausrollen|comme prochain marché|come prossimo mercato|' +
  'でのサービス開始|でサービス開始|でのローンチ|でローンチ|で事業を開始|での事業開始|での展開を検討|' +
  'での販売開始|で販売開始|への展開|を開拓|市場開拓|を攻略|공략|에서 출시|에 론칭|에서 론칭|' +
  '에 법인 설립|에 법인을 설립|에서 서비스를 시작|에서 서비스 시작|로 확장|으로 확장|시장 개척|시장을 개척|' +
  '落地|上线|开展业务|开拓市场|推出|设立分公司|设立办公室|开店|拓展业务|' +
  'wachsen|展開を評価|展開の是非|展開を目指|展開戦略|展開を進め|展開計画|展開する場合|展開するなら|展開すべき|' +
  'での展開を|でのサービスを検討|での事業を検討|でのサービス提供を検討|市場に参入|' +
  '시장에 들어|에 들어가|에 들어오|시장 확장|확장|의 확장|' +
  '을 노리|를 노리|을 겨냥|를 겨냥|겨냥한|현지 생산|현지 공장|현지 법인|현지화|' +
  'を狙|での拡大|への拡大|に挑戦|市場に挑|' +
  '的扩张|扩张|的拓展|的布局|市场扩张|扩展|的扩展|' +
  // A branch, an office or a subsidiary opened there, said after the place.
  'eine Niederlassung eröffnen|eine Tochtergesellschaft gründen|ein Büro eröffnen|に現地法人を設立|に拠点を開設|' +
  'に子会社を設立|に支社を開設|에 지사를 설립|에 지사 설립|에 사무소를 개설|设立子公司|开设办事处|成立子公司';
