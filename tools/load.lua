-- wrk script for tools/load.py: cycles through prepared requests, stops each thread after
-- LOAD_PER_THREAD responses (and drops a file in LOAD_DONE_DIR so the caller can end the
-- run: wrk itself always sleeps for its whole -d), counts 4xx / 5xx, collects the short codes /api/ask returned,
-- and prints one JSON line (prefixed LOADJSON) with throughput and latency percentiles.
--   wrk -t T -c C -d CAP -s tools/load.lua URL -- requests.tsv
-- requests.tsv: one request a line, "METHOD<TAB>PATH<TAB>BODY" (BODY may be empty).

local threads = {}

function setup(thread)
  thread:set("id", #threads + 1)
  table.insert(threads, thread)
end

function init(args)
  reqs = {}
  local headers = { ["Content-Type"] = "application/json", ["Accept"] = "application/json" }
  for line in io.lines(args[1]) do
    local method, path, body = line:match("^([^\t]*)\t([^\t]*)\t(.*)$")
    if method then
      if body == "" then body = nil end
      local h = headers
      if path:sub(1, 3) == "/a/" then h = { ["Accept"] = "text/html" } end
      table.insert(reqs, wrk.format(method, path, h, body))
    end
  end
  limit = tonumber(os.getenv("LOAD_PER_THREAD") or "1000")
  i = (id * 7919) % #reqs
  local split = tonumber(os.getenv("LOAD_SPLIT") or "")
  if split then i = (id - 1) * math.floor(#reqs / split) end  -- each thread its own slice
  n, s4, s5 = 0, 0, 0
  codes = {}
end

function request()
  i = i % #reqs + 1
  return reqs[i]
end

function response(status, headers, body)
  n = n + 1
  if status >= 500 then s5 = s5 + 1 elseif status >= 400 then s4 = s4 + 1 end
  if status == 200 and body then
    local code = body:match('^{"id":"(%w+)"')
    if code then table.insert(codes, code) end
  end
  if n == limit then
    -- Tell tools/load.py this thread is done (it then ends wrk early with SIGINT).
    local f = io.open(os.getenv("LOAD_DONE_DIR") .. "/" .. id, "w")
    if f then f:close() end
    wrk.thread:stop()
  end
end

function done(summary, latency, requests)
  local t4, t5, all = 0, 0, {}
  for _, t in ipairs(threads) do
    t4 = t4 + (t:get("s4") or 0)
    t5 = t5 + (t:get("s5") or 0)
    local c = t:get("codes")
    if c then for _, code in ipairs(c) do table.insert(all, '"' .. code .. '"') end end
  end
  io.write(string.format(
    'LOADJSON {"requests": %d, "duration_us": %d, "p50_us": %d, "p95_us": %d, "p99_us": %d, ' ..
    '"max_us": %d, "s4xx": %d, "s5xx": %d, "socket_errors": %d, "timeouts": %d, "codes": [%s]}\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(95),
    latency:percentile(99), latency.max, t4, t5,
    summary.errors.connect + summary.errors.read + summary.errors.write, summary.errors.timeout,
    table.concat(all, ",")))
end
