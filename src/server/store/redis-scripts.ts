// The Lua scripts of the Redis session store: each runs atomically in Redis, so replicas never
// see half of a change. Times come from Redis (TIME), so replicas' clocks need not agree.
// Keys: PREFIX s:ID (hash: snapshot, version, origin, networkLines; expires after the idle
// time), PREFIX l:ID (a call's lock: a random token with a short lease), PREFIX sessions (sorted
// set of ids by last use, for the session limit and eviction). A key under the prefix that these
// scripts did not write (redis-cli, another program) is never indexed, expired, changed or
// evicted, and a lock without a lease never holds a session for longer than one lease.

const NOW = "local t = redis.call('TIME') local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)";

/** ours(key): the key holds a session these scripts wrote (a hash with its snapshot and version). */
const OURS = `local function ours(key)
  return redis.call('TYPE', key)['ok'] == 'hash' and redis.call('HEXISTS', key, 'snapshot') == 1 and redis.call('HEXISTS', key, 'version') == 1
end`;

/**
 * tame(lock, lease): a lock no call of ours set — none lives longer than a lease, every one
 * expires — gets one lease, so that it lapses as a dead replica's lock does.
 */
const TAME = `local function tame(lock, lease)
  local ttl = redis.call('PTTL', lock)
  if ttl == -1 or ttl > lease then redis.call('PEXPIRE', lock, lease) end
end`;

/**
 * KEYS: zset, new session. ARGV: id, snapshot, origin or '', max sessions, idle ms, prefix, how
 * many of the oldest to look at, its network lines, the session it copies or '' (never closed
 * for it), lease ms, the token of the opener's lock. → 1 opened, 0 full of busy sessions. The
 * session is opened locked for its opener's first call: another open cannot close it to make
 * room before that call has begun.
 */
export const OPEN = `${NOW}
${OURS}
${TAME}
local idle = tonumber(ARGV[5])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - idle)
local max = tonumber(ARGV[4])
if redis.call('ZCARD', KEYS[1]) >= max then
  local freed = false
  for _, old in ipairs(redis.call('ZRANGE', KEYS[1], 0, tonumber(ARGV[7]) - 1)) do
    local key, lock = ARGV[6] .. 's:' .. old, ARGV[6] .. 'l:' .. old
    if not ours(key) then
      -- gone, or a foreign key: out of the index, and left as it is
      redis.call('ZREM', KEYS[1], old)
    elseif old ~= ARGV[9] then
      if redis.call('EXISTS', lock) == 1 then tame(lock, tonumber(ARGV[10])) end
      if redis.call('EXISTS', lock) == 0 then
        redis.call('DEL', key)
        redis.call('ZREM', KEYS[1], old)
      end
    end
    if redis.call('ZCARD', KEYS[1]) < max then freed = true break end
  end
  if not freed then return 0 end
end
redis.call('HSET', KEYS[2], 'snapshot', ARGV[2], 'version', 0, 'networkLines', ARGV[8])
if ARGV[3] ~= '' then redis.call('HSET', KEYS[2], 'origin', ARGV[3]) end
redis.call('PEXPIRE', KEYS[2], idle)
redis.call('SET', ARGV[6] .. 'l:' .. ARGV[1], ARGV[11], 'PX', ARGV[10])
redis.call('ZADD', KEYS[1], now, ARGV[1])
return 1`;

/**
 * KEYS: session, zset. ARGV: id, idle ms. → {snapshot, version, origin}, nil when gone, or the
 * type of a foreign key (left as it is, out of the index).
 */
export const TOUCH = `${NOW}
${OURS}
if redis.call('EXISTS', KEYS[1]) == 0 then redis.call('ZREM', KEYS[2], ARGV[1]) return nil end
if not ours(KEYS[1]) then redis.call('ZREM', KEYS[2], ARGV[1]) return redis.call('TYPE', KEYS[1])['ok'] end
redis.call('PEXPIRE', KEYS[1], ARGV[2])
redis.call('ZADD', KEYS[2], now, ARGV[1])
return redis.call('HMGET', KEYS[1], 'snapshot', 'version', 'origin')`;

/**
 * KEYS: lock, session, zset. ARGV: token, lease ms, idle ms, id, the version the caller holds.
 * A lock that already holds the token (set by OPEN for the opener) is the caller's.
 * → -1 gone, -2 a foreign key, 0 locked by another call (a foreign lock is given a lease),
 * {version} when the caller's copy is current, {version, snapshot, origin} when it is not.
 */
export const LOCK = `${NOW}
${OURS}
${TAME}
if redis.call('EXISTS', KEYS[2]) == 0 then return -1 end
if not ours(KEYS[2]) then return -2 end
if redis.call('GET', KEYS[1]) == ARGV[1] then redis.call('PEXPIRE', KEYS[1], ARGV[2])
elseif not redis.call('SET', KEYS[1], ARGV[1], 'NX', 'PX', ARGV[2]) then tame(KEYS[1], tonumber(ARGV[2])) return 0 end
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
${OURS}
if redis.call('GET', KEYS[1]) == ARGV[1] then redis.call('DEL', KEYS[1]) end
if ours(KEYS[2]) then
  redis.call('PEXPIRE', KEYS[2], ARGV[2])
  redis.call('ZADD', KEYS[3], now, ARGV[3])
end
return 1`;

/**
 * KEYS: session, zset. ARGV: the version the call started from, new snapshot, idle ms, id, its
 * network lines. → 1 written (version + 1), -1 gone, -2 a foreign key (left as it is), 0 another
 * call wrote first: nothing is written, and the version moves on once more, so that no worker
 * thread's copy of the losing call can ever match.
 */
export const WRITE = `${NOW}
${OURS}
if redis.call('EXISTS', KEYS[1]) == 0 then return -1 end
if not ours(KEYS[1]) then return -2 end
local v = tonumber(redis.call('HGET', KEYS[1], 'version'))
if v ~= tonumber(ARGV[1]) then redis.call('HINCRBY', KEYS[1], 'version', 1) return 0 end
redis.call('HSET', KEYS[1], 'snapshot', ARGV[2], 'version', v + 1, 'networkLines', ARGV[5])
redis.call('PEXPIRE', KEYS[1], ARGV[3])
redis.call('ZADD', KEYS[2], now, ARGV[4])
return 1`;

/** KEYS: session, zset. ARGV: id. → sessions deleted (0 or 1). */
export const DELETE = `redis.call('ZREM', KEYS[2], ARGV[1])
return redis.call('DEL', KEYS[1])`;

/**
 * KEYS: zset. ARGV: idle ms, how many, prefix. → {open sessions, then id, last use, network lines
 * of each of the most recently used}. An id whose key is gone or foreign leaves the index; a
 * session written before its hash kept its network lines counts them from its snapshot, as
 * limits.ts countLines does (whitespace: ASCII only).
 */
export const LIST = `${NOW}
${OURS}
local function counted(lines)
  local n = 0
  for _, l in ipairs(lines) do
    local t = type(l) == 'string' and l:match('^%s*(.-)%s*$') or ''
    if t ~= '' and t:sub(1, 1) ~= ';' then n = n + 1 end
  end
  return n
end
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - tonumber(ARGV[1]))
local out = {0}
local limit, listed, from = tonumber(ARGV[2]), 0, 0
-- ids dropped from the index on the way leave room for the next ones
while listed < limit do
  local ids = redis.call('ZREVRANGE', KEYS[1], from, from + limit - listed - 1, 'WITHSCORES')
  if #ids == 0 then break end
  for i = 1, #ids, 2 do
    local key = ARGV[3] .. 's:' .. ids[i]
    local lines = nil
    if ours(key) then
      from = from + 1
      lines = tonumber(redis.call('HGET', key, 'networkLines'))
      if not lines then
        local ok, decoded = pcall(cjson.decode, redis.call('HGET', key, 'snapshot'))
        if ok and type(decoded) == 'table' and type(decoded.lines) == 'table' then lines = counted(decoded.lines) end
      end
    else
      redis.call('ZREM', KEYS[1], ids[i])
    end
    -- a session this version cannot read (unreadable JSON) stays indexed, unlisted: its routes say why
    if lines then
      listed = listed + 1
      table.insert(out, ids[i])
      table.insert(out, ids[i + 1])
      table.insert(out, tostring(lines))
    end
  end
end
out[1] = redis.call('ZCARD', KEYS[1])
return out`;

/** KEYS: zset. ARGV: idle ms. → open sessions. */
export const COUNT = `${NOW}
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - tonumber(ARGV[1]))
return redis.call('ZCARD', KEYS[1])`;
