-- Turn a hold into a charge: count the call, append the ledger entry, remember the idempotency key and,
-- when the caller sent one, the answer a retry with that key is given.
-- KEYS: 1 credential hash, 2 holds zset, 3 ledger stream, 4 operator totals hash, 5 hold hash,
--       6 stored answer of the idempotency key
-- ARGV: 1 hold id, 2 now ISO, 3 idempotency ttl s, 4 reports used ('' = all reserved; a batch whose
--       items partly failed gives the other reports back), 5 the answer to store ('' = none)
local h = redis.call('HGETALL', KEYS[5])
if #h == 0 then return {'hold_missing'} end
local hold = {}
for i = 1, #h, 2 do hold[h[i]] = h[i + 1] end

if hold.unit == 'report' and ARGV[4] ~= '' and tonumber(ARGV[4]) < tonumber(hold.amount) then
  redis.call('HINCRBY', KEYS[1], 'reports_used', tonumber(ARGV[4]) - tonumber(hold.amount))
  hold.amount = ARGV[4]
end
redis.call('HINCRBY', KEYS[1], 'calls_made', 1)
redis.call('HINCRBY', KEYS[1], 'spent', tonumber(hold.price))
if hold.operator ~= '' then redis.call('HINCRBY', KEYS[4], hold.operator, tonumber(hold.price)) end

local c = redis.call('HMGET', KEYS[1], 'balance', 'reports_used')
local entry = redis.call('XADD', KEYS[3], '*', 'op', 'debit', 'amount', hold.amount, 'unit', hold.unit,
  'price_micro', hold.price, 'mode', hold.mode, 'route', hold.route, 'operator', hold.operator,
  'request_id', hold.request_id, 'balance_after', c[1] or '0', 'reports_used_after', c[2] or '0', 'at', ARGV[2])
redis.call('SET', hold.idem, entry .. '|' .. (hold.fp or ''), 'EX', tonumber(ARGV[3]))
if ARGV[5] ~= '' then redis.call('SET', KEYS[6], ARGV[5], 'EX', tonumber(ARGV[3])) end
redis.call('DEL', KEYS[5])
redis.call('ZREM', KEYS[2], ARGV[1])
return {'ok', entry, c[1] or '0', c[2] or '0'}
