"""Books per merchant: each integration key sees only its own payments, can empty them, and can
read back its own request log; payment hashes differ between sandbox processes unless --seed.

Run by ctest as tst_sdkclients_merchants; DIRECTDESK_SANDBOX names the built directdesk-sandbox.
"""

import os
import subprocess
import sys
import tempfile
import unittest
import urllib.error
import urllib.request

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import openapicheck  # noqa: E402
import sdkclients  # noqa: E402

SANDBOX = os.environ.get("DIRECTDESK_SANDBOX", "")
SHOP_A, SHOP_B, SHOP_C = "shop-a-key", "shop-b-key", "shop-c-key"


def card_payment(code, number="4111111111111111"):
    return {"operation": "request", "mode": "full", "payment": {
        "payment_type_code": "creditcard", "merchant_payment_code": code, "currency_code": "BRL",
        "amount_total": "42.00", "country": "br", "name": "Jose Silva", "email": "jose@example.com",
        "card": {"card_number": number, "card_name": "Jose Silva", "card_due_date": "12/2034",
                 "card_cvv": "987"}}}


class Shop:
    """A test job of one shop: its key, and a client in the encoding its SDK uses."""

    def __init__(self, sandbox, key, client_class=sdkclients.JsonBodyClient):
        self.sandbox, self.key = sandbox, key
        self.client = client_class(sandbox.base_url)

    def call(self, path, params):
        answer = self.client.call(path, {"integration_key": self.key, **params})
        assert answer.status == 200 and answer.json is not None, answer
        return answer.json

    def log(self, limit=None):
        query = f"/sandbox/requests?integration_key={self.key}" + (f"&limit={limit}" if limit is not None else "")
        return self.sandbox.get(query)


class BooksPerMerchant(unittest.TestCase):
    def setUp(self):
        self.keys_file = tempfile.NamedTemporaryFile("w", suffix=".keys", delete=False)
        self.keys_file.write(f"# merchants of the CI job\n\n{SHOP_C}\n")
        self.keys_file.close()
        self.sandbox = sdkclients.Sandbox(SANDBOX, "--integration-key", SHOP_A, "--integration-key", SHOP_B,
                                          "--keys-file", self.keys_file.name, "--request-log-size", "4")
        self.a = Shop(self.sandbox, SHOP_A)
        self.b = Shop(self.sandbox, SHOP_B, sdkclients.FormFieldsClient)
        self.c = Shop(self.sandbox, SHOP_C, sdkclients.QueryGetClient)

    def tearDown(self):
        self.sandbox.stop()
        os.unlink(self.keys_file.name)

    def test_each_key_sees_only_its_books(self):
        made_a = self.a.call("/ws/direct", card_payment("order-1"))
        made_b = self.b.call("/ws/direct", card_payment("order-1"))   # the same code: no BP-DR-0
        self.assertEqual(made_a["status"], "SUCCESS", made_a)
        self.assertEqual(made_b["status"], "SUCCESS", made_b)
        hash_a, hash_b = made_a["payment"]["hash"], made_b["payment"]["hash"]
        self.assertNotEqual(hash_a, hash_b)
        self.assertEqual(self.a.call("/ws/query", {"hash": hash_a})["payment"]["hash"], hash_a)
        self.assertEqual(self.a.call("/ws/query", {"hash": hash_b})["status_code"], "BP-QUERY-2")
        self.assertEqual(self.c.call("/ws/query", {"merchant_payment_code": "order-1"})["status_code"],
                         "BP-QUERY-2")
        self.assertEqual(self.b.call("/ws/cancel", {"hash": hash_a})["status_code"], "BP-CAN-2")
        self.assertEqual(self.a.call("/ws/query", {"integration_key": "nobody", "hash": hash_a})["status_code"],
                         "DA-1")
        listed = self.sandbox.get(f"/sandbox/payments?integration_key={SHOP_B}")
        self.assertEqual([p["hash"] for p in listed["payments"]], [hash_b])

    def test_reset_empties_one_merchant(self):
        hash_a = self.a.call("/ws/direct", card_payment("order-2"))["payment"]["hash"]
        hash_b = self.b.call("/ws/direct", card_payment("order-2"))["payment"]["hash"]
        reset = self.sandbox.post("/sandbox/merchant/reset", {"integration_key": SHOP_A})
        self.assertEqual(reset["payments_removed"], 1, reset)
        description = openapicheck.OpenApi(self.sandbox.get("/openapi.json"))
        self.assertEqual(description.check_answer("/sandbox/merchant/reset", "POST", 200, reset), [])
        self.assertEqual(self.a.call("/ws/query", {"hash": hash_a})["status_code"], "BP-QUERY-2")
        self.assertEqual(self.a.call("/ws/query", {"merchant_payment_code": "order-2"})["status_code"],
                         "BP-QUERY-2")
        self.assertEqual(self.b.call("/ws/query", {"hash": hash_b})["payment"]["hash"], hash_b)
        # A payment made after the reset never takes a hash handed out before it.
        again = self.a.call("/ws/direct", card_payment("order-2"))
        self.assertEqual(again["status"], "SUCCESS", again)
        self.assertNotEqual(again["payment"]["hash"], hash_a)
        self.assertEqual(self.a.log()["requests"][0]["path"], "/ws/query", "the reset empties the log too")

    def test_request_log_masks_secrets_and_is_bounded(self):
        self.b.call("/ws/direct", card_payment("order-3", "5555555555554444"))
        self.b.call("/ws/query", {"merchant_payment_code": "order-3"})
        self.b.call("/ws/capture", {})
        self.a.call("/ws/query", {"merchant_payment_code": "elsewhere"})
        log = self.b.log()
        description = openapicheck.OpenApi(self.sandbox.get("/openapi.json"))
        self.assertEqual(description.check_answer("/sandbox/requests", "GET", 200, log), [])
        entries = log["requests"]
        self.assertEqual([e["path"] for e in entries], ["/ws/direct", "/ws/query", "/ws/capture"])
        self.assertEqual([e["encoding"] for e in entries], ["form"] * 3)
        self.assertEqual([e["status_code"] for e in entries], ["SUCCESS", "SUCCESS", "BP-CAP-1"])
        self.assertEqual({e["method"] for e in entries}, {"POST"})
        card = entries[0]["fields"]["payment"]["card"]
        self.assertEqual(card["card_number"], "555555******4444")
        self.assertEqual(card["card_cvv"], "***")
        self.assertEqual(entries[0]["fields"]["integration_key"], "***")
        self.assertEqual(entries[1]["fields"]["merchant_payment_code"], "order-3")
        self.assertNotIn("5555555555554444", str(log))
        self.assertNotIn("987", str(log))
        for _ in range(3):
            self.b.call("/ws/query", {"hash": "none"})
        bounded = self.b.log()
        self.assertEqual((bounded["kept"], bounded["capacity"], bounded["dropped"]), (4, 4, 2))
        self.assertEqual(len(self.b.log(limit=1)["requests"]), 1)
        self.assertEqual(self.c.log()["requests"], [])
        self.assertEqual(self.sandbox.get("/sandbox/requests?integration_key=nobody")["status_code"], "DA-1")
        self.assertEqual(self.sandbox.get("/sandbox/requests")["status_code"], "BP-SA-1")
        self.assertEqual(self.sandbox.get(f"/sandbox/requests?integration_key={SHOP_B}&limit=x")["status_code"],
                         "BP-SIM-9")

    def test_stats_count_every_merchant(self):
        self.a.call("/ws/direct", card_payment("stats-a"))
        hash_b = self.b.call("/ws/direct", card_payment("stats-b1"))["payment"]["hash"]
        self.b.call("/ws/direct", card_payment("stats-b2"))
        refund = self.b.call("/ws/refund", {"operation": "request", "hash": hash_b, "amount": "2.00",
                                            "description": "stats"})
        self.assertEqual(refund["status"], "SUCCESS", refund)
        everyone = self.sandbox.get("/sandbox/stats")
        self.assertEqual((everyone["payments"], everyone["refunds"]), (3, 1), everyone)
        self.assertEqual([(m["payments"], m["refunds"]) for m in everyone["merchants"]], [(1, 0), (2, 1), (0, 0)])
        self.assertEqual([m["requests_logged"] for m in everyone["merchants"]], [1, 3, 0])
        self.assertEqual(everyone["requests"]["/ws/direct"], 3)
        only_b = self.sandbox.get(f"/sandbox/stats?integration_key={SHOP_B}")
        self.assertEqual((only_b["payments"], only_b["refunds"], len(only_b["merchants"])), (2, 1, 1), only_b)
        self.assertEqual(self.sandbox.get("/sandbox/stats?integration_key=nobody")["status_code"], "DA-1")

    def test_requests_answered_by_a_fault_are_logged(self):
        def rule(kind):
            added = self.sandbox.post("/sandbox/faults", {"kind": kind, "count": 1, "paths": ["/ws/query"]})
            self.assertEqual(added["status"], "SUCCESS", added)

        rule("http_503")
        failed = self.b.client.call("/ws/query", {"integration_key": SHOP_B, "hash": "h-503"})
        self.assertEqual(failed.status, 503, failed)
        rule("reset")
        with self.assertRaises((ConnectionError, urllib.error.URLError)):
            self.b.client.call("/ws/query", {"integration_key": SHOP_B, "hash": "h-reset"})
        rule("truncate")
        with self.assertRaises(Exception):
            self.b.client.call("/ws/query", {"integration_key": SHOP_B, "hash": "h-truncate"})
        # The public sandbox's internal-error header, as a client sets it.
        request = urllib.request.Request(f"{self.sandbox.base_url}/ws/query?integration_key={SHOP_B}&hash=h-header",
                                         headers={"X-EBANX-Simulate-Internal-Error": "BP-DR-119"})
        with urllib.request.urlopen(request, timeout=10) as reply:
            self.assertEqual(reply.status, 200)
        log = self.b.log()
        description = openapicheck.OpenApi(self.sandbox.get("/openapi.json"))
        self.assertEqual(description.check_answer("/sandbox/requests", "GET", 200, log), [])
        got = [(e["fields"].get("hash"), e["http_status"], e["status_code"], e.get("fault")) for e in log["requests"]]
        self.assertEqual(got, [("h-503", 503, "BP-SA-503", "http_503"), ("h-reset", 0, "", "reset"),
                               ("h-truncate", 200, "BP-QUERY-2", "truncate"),
                               ("h-header", 200, "BP-DR-119", "internal_error_header")])
        self.assertEqual(log["requests"][3]["encoding"], "query")
        faults = self.sandbox.get("/sandbox/stats")["faults"]
        self.assertEqual((faults["http_503"], faults["reset"], faults["internal_error_header"]), (1, 1, 1), faults)

    def test_state_file_keeps_every_merchant(self):
        with tempfile.TemporaryDirectory() as folder:
            state = os.path.join(folder, "books.state")
            arguments = ("--integration-key", SHOP_A, "--integration-key", SHOP_B, "--state", state)
            with sdkclients.Sandbox(SANDBOX, *arguments) as first:
                hash_a = Shop(first, SHOP_A).call("/ws/direct", card_payment("kept-a"))["payment"]["hash"]
                hash_b = Shop(first, SHOP_B).call("/ws/direct", card_payment("kept-b"))["payment"]["hash"]
            with sdkclients.Sandbox(SANDBOX, *arguments) as second:
                self.assertEqual(Shop(second, SHOP_A).call("/ws/query", {"hash": hash_a})["payment"]
                                 ["merchant_payment_code"], "kept-a")
                self.assertEqual(Shop(second, SHOP_B).call("/ws/query", {"hash": hash_b})["payment"]
                                 ["merchant_payment_code"], "kept-b")
                self.assertEqual(Shop(second, SHOP_B).call("/ws/query", {"hash": hash_a})["status_code"],
                                 "BP-QUERY-2")


class MerchantOptions(unittest.TestCase):
    def test_refused_at_start(self):
        with tempfile.TemporaryDirectory() as folder:
            blank = os.path.join(folder, "blank.keys")
            with open(blank, "w") as file:
                file.write("# no key yet\n\n")
            rows = [
                ("keys file missing", ["--keys-file", os.path.join(folder, "absent.keys")], "cannot read --keys-file"),
                ("keys file without a key", ["--keys-file", blank], "--integration-key must not be empty"),
                ("empty second key", ["--integration-key", "a", "--integration-key", ""], "must not be empty"),
                ("log size not a number", ["--request-log-size", "many"], "--request-log-size"),
                ("log size negative", ["--request-log-size", "-1"], "--request-log-size"),
            ]
            for label, arguments, message in rows:
                with self.subTest(label):
                    done = subprocess.run([SANDBOX, "--port", "0", *arguments], capture_output=True, text=True,
                                          timeout=30)
                    self.assertEqual(done.returncode, 2, done.stderr)
                    self.assertIn(message, done.stderr)


    def test_keys_file_alone_replaces_the_default_key(self):
        with tempfile.TemporaryDirectory() as folder:
            keys = os.path.join(folder, "ci.keys")
            with open(keys, "w") as file:
                file.write("shop-ci-1\n")
            with sdkclients.Sandbox(SANDBOX, "--keys-file", keys) as sandbox:
                query = {"merchant_payment_code": "x"}
                self.assertEqual(Shop(sandbox, "shop-ci-1").call("/ws/query", query)["status_code"], "BP-QUERY-2")
                self.assertEqual(Shop(sandbox, "sandbox-integration-key").call("/ws/query", query)["status_code"],
                                 "DA-1")


class HashesAcrossProcesses(unittest.TestCase):
    def first_hash(self, *arguments):
        with sdkclients.Sandbox(SANDBOX, *arguments) as sandbox:
            made = Shop(sandbox, "sandbox-integration-key").call("/ws/direct", card_payment("same-order"))
            return made["payment"]["hash"]

    def test_unique_unless_seeded(self):
        self.assertNotEqual(self.first_hash(), self.first_hash())
        self.assertEqual(self.first_hash("--seed", "11"), self.first_hash("--seed", "11"))
        self.assertNotEqual(self.first_hash("--seed", "11"), self.first_hash("--seed", "12"))


if __name__ == "__main__":
    if not SANDBOX or not os.access(SANDBOX, os.X_OK):
        print(f"DIRECTDESK_SANDBOX does not name an executable: {SANDBOX!r}", file=sys.stderr)
        sys.exit(1)
    unittest.main(verbosity=2)
