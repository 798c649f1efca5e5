-- Takes one due entry off the schedule if it is still the occurrence the caller queued (a newer
-- schedule of the same member, written meanwhile, stays). KEYS: 1 schedule zset. ARGV: 1 member, 2 score.
local score = redis.call('ZSCORE', KEYS[1], ARGV[1])
if score and tonumber(score) == tonumber(ARGV[2]) then
  redis.call('ZREM', KEYS[1], ARGV[1])
  return 1
end
return 0
