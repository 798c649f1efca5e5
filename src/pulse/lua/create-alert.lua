-- Creates an alert once: a check that runs again (a retried job) finds it and adds nothing.
-- KEYS: 1 alert hash, 2 the subscription's delivery list. ARGV: 1 alert id, 2 list length kept, 3.. field/value pairs.
if redis.call('EXISTS', KEYS[1]) == 1 then return 0 end
redis.call('HSET', KEYS[1], unpack(ARGV, 3))
redis.call('LPUSH', KEYS[2], ARGV[1])
redis.call('LTRIM', KEYS[2], 0, tonumber(ARGV[2]) - 1)
return 1
