-- Credit an API key once per funding reference (an on-chain transaction, an admin grant id).
-- KEYS: 1 credential hash, 2 ledger stream, 3 funding-reference marker
-- ARGV: 1 amount micro, 2 now ISO, 3 reference, 4 source
if redis.call('EXISTS', KEYS[1]) == 0 then return {'invalid'} end
if redis.call('SET', KEYS[3], '1', 'NX') == false then return {'duplicate'} end
redis.call('HINCRBY', KEYS[1], 'balance', tonumber(ARGV[1]))
local balance = redis.call('HGET', KEYS[1], 'balance')
local entry = redis.call('XADD', KEYS[2], '*', 'op', 'credit', 'amount', ARGV[1], 'unit', 'micro',
  'price_micro', '0', 'reference', ARGV[3], 'source', ARGV[4], 'balance_after', balance, 'at', ARGV[2])
return {'ok', entry, balance}
