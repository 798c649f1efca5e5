// Token allocation and vesting as the nine languages write them. Data only, '|' separated.
import type { TokenHolder } from './types.ts';

/** Words that make a percent a token allocation; without one nearby, a percent is not read as one. */
export const TOKEN_CONTEXT =
  'token|tokens|tokenomics|token supply|total supply|allocation|allocated|distribution|' +
  'tokenómica|asignación|distribución|alocação|distribuição|Token-Verteilung|Zuteilung|Verteilung|allocation|' +
  'répartition|allocazione|distribuzione|トークン|配分|割当|토큰|배분|할당|代币|通证|分配|' +
  // Supply words name a token's allocation as surely as "token" does ("총 공급량 100억 개 중 팀 18%").
  'supply|suministro total|oferta total|Gesamtangebot|offre totale|offerta totale|総供給量|総発行量|発行量|' +
  '총 공급량|총공급량|발행량|总供应量|总发行量|发行总量|' +
  // The word for a token itself, where a language has its own: "jeton de gouvernance", "gettone".
  'jeton|jetons|gettone|gettoni|ficha|governance token|token de gobernanza|token de governança|' +
  'Governance-Token|jeton de gouvernance|token di governance|ガバナンストークン|거버넌스 토큰|治理代币';

export const HOLDERS: Record<TokenHolder, string> = {
  team:
    'team|core team|founders|contributors|equipo|fundadores|equipe|Team|Gründer|équipe|fondateurs|squadra|fondatori|' +
    'チーム|創業者|팀|창업자|团队|创始团队',
  investors:
    'investors|private sale|seed investors|backers|inversores|inversionistas|venta privada|investidores|' +
    'venda privada|Investoren|Privatverkauf|investisseurs|vente privée|investitori|vendita privata|投資家|' +
    'プライベートセール|투자자|프라이빗 세일|投资人|投资者|私募',
  community:
    'community|community rewards|users|rewards|comunidad|comunidade|Community|Gemeinschaft|communauté|comunità|' +
    'コミュニティ|커뮤니티|社区|staking rewards|recompensas|Belohnungen|récompenses|ricompense|' +
    'ステーキング報酬|보상|奖励|激励',
  treasury:
    'treasury|reserve|DAO treasury|tesorería|reserva|tesouraria|Treasury|Reserve|trésorerie|réserve|tesoreria|' +
    'riserva|トレジャリー|準備金|트레저리|준비금|国库|金库|储备',
  ecosystem:
    'ecosystem|ecosystem fund|grants|ecosistema|ecossistema|Ökosystem|écosystème|エコシステム|생태계|生态|生态系统',
  foundation: 'foundation|fundación|fundação|Stiftung|fondation|fondazione|財団|재단|基金会',
  advisors:
    'advisors|advisers|asesores|consultores|conselheiros|Berater|conseillers|consulenti|アドバイザー|어드바이저|자문|顾问',
  public_sale:
    'public sale|ICO|IDO|venta pública|venda pública|öffentlicher Verkauf|vente publique|vendita pubblica|' +
    'パブリックセール|퍼블릭 세일|公开销售|公募',
  airdrop: 'airdrop|airdrops|エアドロップ|에어드랍|에어드롭|空投',
  liquidity: 'liquidity|market making|liquidez|Liquidität|liquidité|liquidità|流動性|유동성|流动性',
};

// A lock-up before linear vesting is read as its cliff ("1년 락업 후 36개월 선형 베스팅").
export const CLIFF =
  'cliff|cliff de|Cliff|lock-up|lockup|クリフ|ロックアップ|클리프|락업|锁定期|悬崖期|锁仓期|锁仓|' +
  // Locked, as each language says it: "verrouillés 12 mois", "bloqueados 12 meses", "12 Monate gesperrt".
  'locked|locked for|verrouillés|verrouillage|bloqueados|bloqueo|bloqueio|gesperrt|Sperre|bloccati|blocco|' +
  'ロック|잠금|锁定';
export const VESTING =
  'vesting|vests|vested|linear unlock|linearly|unlock|consolidación|adquisición gradual|aquisição gradual|' +
  'Vesting|Sperrfrist|acquisition progressive|déblocage|maturazione|sblocco|ベスティング|権利確定|線形解除|' +
  'ロック解除|アンロック|베스팅|선형 해제|언락|归属|线性释放|线性解锁|解锁|' +
  // Released linearly, in the nine languages.
  'released linearly|linéairement|libérés|libération linéaire|linealmente|liberados|liberação linear|' +
  'linear freigegeben|linear|linearmente|rilasciati|sbloccati|線形|毎月解除|선형|매월 해제|按月释放|线性';
/** Durations: a number and a unit of months or years. */
export const MONTH_UNITS =
  'months|month|mo|meses|mes|Monate|Monaten|Monats|mois|mesi|mese|か月|ヶ月|カ月|ケ月|개월|个月';
export const YEAR_UNITS = 'years|year|yr|años|año|anos|ano|Jahre|Jahren|Jahr|ans|an|anni|anno|年|년';
/** Small numbers written as words ("a one-year cliff", "vesting over four years"). */
export const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  a: 1,
  un: 1,
  uno: 1,
  una: 1,
  um: 1,
  uma: 1,
  ein: 1,
  eine: 1,
  einem: 1,
  einer: 1,
  une: 1,
  two: 2,
  dos: 2,
  dois: 2,
  duas: 2,
  zwei: 2,
  deux: 2,
  due: 2,
  three: 3,
  tres: 3,
  três: 3,
  drei: 3,
  trois: 3,
  tre: 3,
  four: 4,
  cuatro: 4,
  quatro: 4,
  vier: 4,
  quatre: 4,
  quattro: 4,
  six: 6,
  seis: 6,
  sechs: 6,
  sei: 6,
  twelve: 12,
  doce: 12,
  doze: 12,
  zwölf: 12,
  douze: 12,
  dodici: 12,
  // Han numerals ("按月线性释放三年", "二年間").
  一: 1,
  二: 2,
  两: 2,
  三: 3,
  四: 4,
  五: 5,
  六: 6,
  十二: 12,
  十八: 18,
  二十四: 24,
  三十六: 36,
  四十八: 48,
};
