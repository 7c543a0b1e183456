// The Lua scripts of the Redis session store: each runs atomically in Redis, so replicas never
// see half of a change. Times come from Redis (TIME), so replicas' clocks need not agree.
// Keys: PREFIX s:ID (hash: snapshot, version, origin, lines; expires after the idle time),
// PREFIX l:ID (a call's lock: a random token with a short lease), PREFIX sessions (sorted set of
// ids by last use, for the session limit and eviction).

const NOW = "local t = redis.call('TIME') local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)";

/**
 * KEYS: zset, new session. ARGV: id, snapshot, origin or '', max sessions, idle ms, prefix, how
 * many of the oldest to look at, its lines, the session it copies or '' (never closed for it).
 * → 1 opened, 0 full of busy sessions.
 */
export const OPEN = `${NOW}
local idle = tonumber(ARGV[5])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - idle)
local max = tonumber(ARGV[4])
if redis.call('ZCARD', KEYS[1]) >= max then
  local freed = false
  for _, old in ipairs(redis.call('ZRANGE', KEYS[1], 0, tonumber(ARGV[7]) - 1)) do
    if redis.call('EXISTS', ARGV[6] .. 's:' .. old) == 0 then
      redis.call('ZREM', KEYS[1], old)
    elseif old ~= ARGV[9] and redis.call('EXISTS', ARGV[6] .. 'l:' .. old) == 0 then
      redis.call('DEL', ARGV[6] .. 's:' .. old)
      redis.call('ZREM', KEYS[1], old)
    end
    if redis.call('ZCARD', KEYS[1]) < max then freed = true break end
  end
  if not freed then return 0 end
end
redis.call('HSET', KEYS[2], 'snapshot', ARGV[2], 'version', 0, 'lines', ARGV[8])
if ARGV[3] ~= '' then redis.call('HSET', KEYS[2], 'origin', ARGV[3]) end
redis.call('PEXPIRE', KEYS[2], idle)
redis.call('ZADD', KEYS[1], now, ARGV[1])
return 1`;

/** KEYS: session, zset. ARGV: id, idle ms. → {snapshot, version, origin} or nil when gone. */
export const TOUCH = `${NOW}
if redis.call('EXISTS', KEYS[1]) == 0 then redis.call('ZREM', KEYS[2], ARGV[1]) return nil end
redis.call('PEXPIRE', KEYS[1], ARGV[2])
redis.call('ZADD', KEYS[2], now, ARGV[1])
return redis.call('HMGET', KEYS[1], 'snapshot', 'version', 'origin')`;

/**
 * KEYS: lock, session, zset. ARGV: token, lease ms, idle ms, id, the version the caller holds.
 * → -1 gone, 0 locked by another call, {version} when the caller's copy is current,
 * {version, snapshot, origin} when it is not.
 */
export const LOCK = `${NOW}
if redis.call('EXISTS', KEYS[2]) == 0 then return -1 end
if not redis.call('SET', KEYS[1], ARGV[1], 'NX', 'PX', ARGV[2]) then return 0 end
redis.call('PEXPIRE', KEYS[2], math.max(tonumber(ARGV[3]), tonumber(ARGV[2])))
redis.call('ZADD', KEYS[3], now, ARGV[4])
local v = redis.call('HGET', KEYS[2], 'version')
if v == ARGV[5] then return {v} end
return {v, redis.call('HGET', KEYS[2], 'snapshot'), redis.call('HGET', KEYS[2], 'origin')}`;

/** KEYS: lock. ARGV: token, lease ms. → 1 renewed, 0 the lease was lost. */
export const RENEW = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
return 0`;

/** KEYS: lock, session, zset. ARGV: token, idle ms, id. The call's end is the session's last use. */
export const UNLOCK = `${NOW}
if redis.call('GET', KEYS[1]) == ARGV[1] then redis.call('DEL', KEYS[1]) end
if redis.call('EXISTS', KEYS[2]) == 1 then
  redis.call('PEXPIRE', KEYS[2], ARGV[2])
  redis.call('ZADD', KEYS[3], now, ARGV[3])
end
return 1`;

/**
 * KEYS: session, zset. ARGV: the version the call started from, new snapshot, idle ms, id, its lines.
 * → 1 written (version + 1), -1 gone, 0 another call wrote first: nothing is written, and the
 * version moves on once more, so that no worker thread's copy of the losing call can ever match.
 */
export const WRITE = `${NOW}
if redis.call('EXISTS', KEYS[1]) == 0 then return -1 end
local v = tonumber(redis.call('HGET', KEYS[1], 'version'))
if v ~= tonumber(ARGV[1]) then redis.call('HINCRBY', KEYS[1], 'version', 1) return 0 end
redis.call('HSET', KEYS[1], 'snapshot', ARGV[2], 'version', v + 1, 'lines', ARGV[5])
redis.call('PEXPIRE', KEYS[1], ARGV[3])
redis.call('ZADD', KEYS[2], now, ARGV[4])
return 1`;

/** KEYS: session, zset. ARGV: id. → sessions deleted (0 or 1). */
export const DELETE = `redis.call('ZREM', KEYS[2], ARGV[1])
return redis.call('DEL', KEYS[1])`;

/**
 * KEYS: zset. ARGV: idle ms, how many, prefix. → {open sessions, then id, last use, lines of each
 * of the most recently used}; a session written before its hash kept its lines counts them from
 * its snapshot.
 */
export const LIST = `${NOW}
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - tonumber(ARGV[1]))
local out = {redis.call('ZCARD', KEYS[1])}
local ids = redis.call('ZREVRANGE', KEYS[1], 0, tonumber(ARGV[2]) - 1, 'WITHSCORES')
for i = 1, #ids, 2 do
  local key = ARGV[3] .. 's:' .. ids[i]
  -- a key that holds no session this version wrote (another type, unreadable JSON) is left out
  local lines = nil
  if redis.call('TYPE', key)['ok'] == 'hash' then
    lines = tonumber(redis.call('HGET', key, 'lines'))
    if not lines then
      local snapshot = redis.call('HGET', key, 'snapshot')
      local ok, decoded = pcall(cjson.decode, snapshot or '')
      if ok and type(decoded) == 'table' and type(decoded.lines) == 'table' then lines = #decoded.lines end
    end
  end
  if lines then
    table.insert(out, ids[i])
    table.insert(out, ids[i + 1])
    table.insert(out, tostring(lines))
  end
end
return out`;

/** KEYS: zset. ARGV: idle ms. → open sessions. */
export const COUNT = `${NOW}
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - tonumber(ARGV[1]))
return redis.call('ZCARD', KEYS[1])`;
