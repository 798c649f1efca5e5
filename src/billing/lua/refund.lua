-- Refund one ledger debit, once: credit it back and append a refund entry that names the debit.
-- KEYS: 1 credential hash, 2 ledger stream, 3 refunded-marker key
-- ARGV: 1 debit entry id, 2 now ISO, 3 reason
local found = redis.call('XRANGE', KEYS[2], ARGV[1], ARGV[1])
if #found == 0 then return {'not_found'} end
local f = found[1][2]
local e = {}
for i = 1, #f, 2 do e[f[i]] = f[i + 1] end
if e.op ~= 'debit' then return {'not_a_debit'} end
if redis.call('SET', KEYS[3], '1', 'NX') == false then return {'already_refunded'} end
if e.unit == 'report' then
  redis.call('HINCRBY', KEYS[1], 'reports_used', -tonumber(e.amount))
else
  redis.call('HINCRBY', KEYS[1], 'balance', tonumber(e.amount))
end
redis.call('HINCRBY', KEYS[1], 'spent', -tonumber(e.price_micro))
local c = redis.call('HMGET', KEYS[1], 'balance', 'reports_used')
local entry = redis.call('XADD', KEYS[2], '*', 'op', 'refund', 'amount', e.amount, 'unit', e.unit,
  'price_micro', e.price_micro, 'refund_of', ARGV[1], 'reason', ARGV[3], 'balance_after', c[1] or '0',
  'reports_used_after', c[2] or '0', 'at', ARGV[2])
return {'ok', entry}
