-- Give a hold back after a failed request: nothing is charged and the idempotency key is free again.
-- KEYS: 1 credential hash, 2 holds zset, 3 hold hash
-- ARGV: 1 hold id
local h = redis.call('HMGET', KEYS[3], 'amount', 'unit', 'idem', 'opday', 'price')
if not h[1] then return {'hold_missing'} end
if h[2] == 'report' then
  redis.call('HINCRBY', KEYS[1], 'reports_used', -tonumber(h[1]))
else
  redis.call('HINCRBY', KEYS[1], 'balance', tonumber(h[1]))
end
if h[4] ~= '' then redis.call('DECRBY', h[4], tonumber(h[5])) end
redis.call('DEL', h[3])
redis.call('DEL', KEYS[3])
redis.call('ZREM', KEYS[2], ARGV[1])
return {'ok'}
