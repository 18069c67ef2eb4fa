-- wrk script: POST /ws/query for one payment over keep-alive connections.
-- SANDBOX_HASH and SANDBOX_KEY come from the environment (bench_sandbox sets them).
wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
wrk.body = string.format('{"integration_key":"%s","hash":"%s"}',
                         os.getenv("SANDBOX_KEY") or "sandbox-integration-key",
                         os.getenv("SANDBOX_HASH") or "")

done = function(summary, latency, requests)
    io.write(string.format("sandbox-bench errors: %d\n",
             summary.errors.connect + summary.errors.read + summary.errors.write
             + summary.errors.status + summary.errors.timeout))
end
