-- Reserve the price of one call (or, on a plan session, one report per analysis) atomically, or do nothing.
-- A reservation (hold) takes the money (or one report) now, so concurrent requests can never
-- overspend; capture.lua turns it into a ledger entry after the work succeeded, release.lua gives it
-- back after a failure. Holds past their deadline are swept back here first (a crashed request).
-- KEYS: 1 credential hash, 2 holds zset, 3 idempotency key, 4 operator day-spend counter, 5 operator caps hash
-- ARGV: 1 now ms, 2 price micro, 3 hold id, 4 hold ttl ms, 5 operator ('' = none), 6 idempotency ttl s,
--       7 mode, 8 route, 9 request id, 10 hold key prefix, 11 reports (analyses the call runs),
--       12 request fingerprint (an idempotency key reused for another request is refused)
local now = tonumber(ARGV[1])

for _, id in ipairs(redis.call('ZRANGEBYSCORE', KEYS[2], '-inf', now)) do
  local hk = ARGV[10] .. id
  local h = redis.call('HMGET', hk, 'amount', 'unit', 'idem', 'opday', 'price')
  if h[1] then
    if h[2] == 'report' then
      redis.call('HINCRBY', KEYS[1], 'reports_used', -tonumber(h[1]))
    else
      redis.call('HINCRBY', KEYS[1], 'balance', tonumber(h[1]))
    end
    if h[4] and h[4] ~= '' then redis.call('DECRBY', h[4], tonumber(h[5])) end
    if h[3] then redis.call('DEL', h[3]) end
  end
  redis.call('DEL', hk)
  redis.call('ZREM', KEYS[2], id)
end

local seen = redis.call('GET', KEYS[3])
if seen then
  -- the stored value is '<pending:hold | ledger entry>|<fingerprint>'
  local bar = string.find(seen, '|', 1, true)
  local head = seen
  if bar then
    if string.sub(seen, bar + 1) ~= ARGV[12] then return {'reused'} end
    head = string.sub(seen, 1, bar - 1)
  end
  if string.sub(head, 1, 8) == 'pending:' then return {'in_progress'} end
  return {'duplicate', head}
end

local c = redis.call('HMGET', KEYS[1], 'kind', 'balance', 'reports_total', 'reports_used', 'expires_at', 'status')
if not c[1] or c[6] ~= 'active' then return {'invalid'} end
local expires = tonumber(c[5] or '0')
if expires > 0 and now >= expires then return {'expired'} end

local price = tonumber(ARGV[2])
local unit = 'micro'
local amount = price
if c[1] == 'session' then
  unit = 'report'
  amount = tonumber(ARGV[11])
  local left = tonumber(c[3]) - tonumber(c[4])
  if amount > left then return {'exhausted', tostring(math.max(left, 0))} end
elseif tonumber(c[2]) < price then
  return {'insufficient', c[2]}
end

local operator = ARGV[5]
if operator ~= '' then
  local cap = redis.call('HGET', KEYS[5], operator)
  if cap then
    local spent = tonumber(redis.call('GET', KEYS[4]) or '0')
    if spent + price > tonumber(cap) then return {'operator_budget_exceeded', tostring(spent), cap} end
  end
  redis.call('INCRBY', KEYS[4], price)
  redis.call('EXPIRE', KEYS[4], 259200)
end

if unit == 'report' then
  redis.call('HINCRBY', KEYS[1], 'reports_used', amount)
else
  redis.call('HINCRBY', KEYS[1], 'balance', -price)
end

local hk = ARGV[10] .. ARGV[3]
redis.call('HSET', hk, 'amount', amount, 'price', price, 'unit', unit, 'operator', operator,
  'idem', KEYS[3], 'opday', operator ~= '' and KEYS[4] or '', 'mode', ARGV[7], 'route', ARGV[8],
  'request_id', ARGV[9], 'fp', ARGV[12])
redis.call('ZADD', KEYS[2], now + tonumber(ARGV[4]), ARGV[3])
redis.call('SET', KEYS[3], 'pending:' .. ARGV[3] .. '|' .. ARGV[12], 'EX', tonumber(ARGV[6]))
return {'ok', ARGV[3]}
