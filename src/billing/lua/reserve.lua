-- The whole check of a paid call in one step, then its reservation, or nothing at all: the credential is read
-- (so the caller needs no lookup of its own), refused when it is missing, revoked or of the wrong kind for
-- the header it came in, or not entitled to the call's analyses; then the price (or, on a plan session, one
-- report per analysis) is taken now and recorded as a hold, so concurrent requests can never overspend.
-- capture.lua turns the hold into a ledger entry after the work succeeded, release.lua gives it back after
-- a failure. Holds past their deadline are swept back here first (a crashed request).
-- On a single Redis server (never on a Cluster: these keys are in other slots) the script can also read a key
-- the work needs (the analysis cache entry), and when that entry alone is the answer (a cached analysis), it
-- captures the charge here too, as capture.lua would: the whole paid call is then one round trip.
-- KEYS: 1 credential hash, 2 holds zset, 3 idempotency key, 4 operator day-spend counter, 5 operator caps hash,
--       6 stored answer of the idempotency key (read when the call is a replay)
--       optional: 7 a key the work reads, 8 ledger stream, 9 operator totals hash, 10 a hash whose 'hits'
--       field counts the answers captured here
-- ARGV: 1 now ms, 2 price micro, 3 hold id, 4 hold ttl ms, 5 operator ('' = none), 6 idempotency ttl s,
--       7 mode, 8 route, 9 request id, 10 hold key prefix, 11 reports (analyses the call runs),
--       12 request fingerprint (an idempotency key reused for another request is refused),
--       13 door: 'session' (X-SESSION, a session only), 'key' (X-API-KEY, anything but a session), '' (any),
--       14 analyses a trial key may not run (> 0: a trial key is refused)
--       with KEYS[7]: 15 and 16: the answer is KEYS[7]'s JSON object with its closing '}' replaced by
--       ARGV[15] .. the credential's kind .. ARGV[16] ('' = never captured here), 17 now ISO,
--       18 and 19: the stored answer of the idempotency key is ARGV[18] .. the answer as a JSON string ..
--       ARGV[19] ('' = none stored: the caller sent no Idempotency-Key)
-- Returns {outcome, a, b, credential fields as a flat list (as read, before this reservation), KEYS[7]'s value,
-- c}: 'ok' (a = hold id) or 'captured' (a = ledger entry, b = balance after, c = reports used after).
local now = tonumber(ARGV[1])

local flat = redis.call('HGETALL', KEYS[1])
local c = {}
for i = 1, #flat, 2 do c[flat[i]] = flat[i + 1] end
local door = ARGV[13]
if not c.kind or (door == 'session' and c.kind ~= 'session') or (door == 'key' and c.kind == 'session') then
  return {'invalid'}
end
if c.status ~= 'active' then return {'revoked'} end
if c.kind == 'trial' and tonumber(ARGV[14]) > 0 then return {'not_entitled', '', '', flat} end

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
  -- the fields returned are read after the sweep
  flat = nil
end
if not flat then
  flat = redis.call('HGETALL', KEYS[1])
  for i = 1, #flat, 2 do c[flat[i]] = flat[i + 1] end
end

local seen = redis.call('GET', KEYS[3])
if seen then
  -- the stored value is '<pending:hold | ledger entry>|<fingerprint>'
  local bar = string.find(seen, '|', 1, true)
  local head = seen
  if bar then
    if string.sub(seen, bar + 1) ~= ARGV[12] then return {'reused', '', '', flat} end
    head = string.sub(seen, 1, bar - 1)
  end
  if string.sub(head, 1, 8) == 'pending:' then return {'in_progress', '', '', flat} end
  return {'duplicate', head, redis.call('GET', KEYS[6]) or '', flat}
end

local expires = tonumber(c.expires_at or '0')
if expires > 0 and now >= expires then return {'expired', '', '', flat} end

local price = tonumber(ARGV[2])
local unit = 'micro'
local amount = price
if c.kind == 'session' then
  unit = 'report'
  amount = tonumber(ARGV[11])
  local left = tonumber(c.reports_total) - tonumber(c.reports_used)
  if amount > left then return {'exhausted', tostring(math.max(left, 0)), '', flat} end
elseif tonumber(c.balance) < price then
  return {'insufficient', c.balance, '', flat}
end

local operator = ARGV[5]
if operator ~= '' then
  local cap = redis.call('HGET', KEYS[5], operator)
  if cap then
    local spent = tonumber(redis.call('GET', KEYS[4]) or '0')
    if spent + price > tonumber(cap) then return {'operator_budget_exceeded', tostring(spent), cap, flat} end
  end
  redis.call('INCRBY', KEYS[4], price)
  redis.call('EXPIRE', KEYS[4], 259200)
end

if unit == 'report' then
  redis.call('HINCRBY', KEYS[1], 'reports_used', amount)
else
  redis.call('HINCRBY', KEYS[1], 'balance', -price)
end

local read = false
if KEYS[7] then read = redis.call('GET', KEYS[7]) end
if read and ARGV[15] ~= '' and string.sub(read, -1) == '}' then
  -- the answer is known and needs no more work: capture now (the ledger entry capture.lua would append)
  redis.call('HINCRBY', KEYS[1], 'calls_made', 1)
  redis.call('HINCRBY', KEYS[1], 'spent', price)
  if operator ~= '' then redis.call('HINCRBY', KEYS[9], operator, price) end
  local after = redis.call('HMGET', KEYS[1], 'balance', 'reports_used')
  local entry = redis.call('XADD', KEYS[8], '*', 'op', 'debit', 'amount', amount, 'unit', unit,
    'price_micro', price, 'mode', ARGV[7], 'route', ARGV[8], 'operator', operator, 'request_id', ARGV[9],
    'balance_after', after[1] or '0', 'reports_used_after', after[2] or '0', 'at', ARGV[17])
  redis.call('SET', KEYS[3], entry .. '|' .. ARGV[12], 'EX', tonumber(ARGV[6]))
  if ARGV[18] ~= '' then
    local answer = string.sub(read, 1, -2) .. ARGV[15] .. c.kind .. ARGV[16]
    redis.call('SET', KEYS[6], ARGV[18] .. cjson.encode(answer) .. ARGV[19], 'EX', tonumber(ARGV[6]))
  end
  redis.call('HINCRBY', KEYS[10], 'hits', 1)
  return {'captured', entry, after[1] or '0', flat, read, after[2] or '0'}
end

local hk = ARGV[10] .. ARGV[3]
redis.call('HSET', hk, 'amount', amount, 'price', price, 'unit', unit, 'operator', operator,
  'idem', KEYS[3], 'opday', operator ~= '' and KEYS[4] or '', 'mode', ARGV[7], 'route', ARGV[8],
  'request_id', ARGV[9], 'fp', ARGV[12])
redis.call('ZADD', KEYS[2], now + tonumber(ARGV[4]), ARGV[3])
redis.call('SET', KEYS[3], 'pending:' .. ARGV[3] .. '|' .. ARGV[12], 'EX', tonumber(ARGV[6]))
return {'ok', ARGV[3], '', flat, read}
