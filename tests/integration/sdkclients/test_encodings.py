"""Every Direct API operation, sent by clients written the way the public SDKs write requests,
gets the same answer and the same state change in every encoding.

Run by ctest as tst_sdkclients; DIRECTDESK_SANDBOX names the built directdesk-sandbox.
"""

import os
import re
import sys
import unittest
import urllib.parse

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import openapicheck  # noqa: E402
import sdkclients  # noqa: E402

SANDBOX = os.environ.get("DIRECTDESK_SANDBOX", "")
SOURCE_DIR = os.environ.get("DIRECTDESK_SOURCE_DIR", "")
KEY = "sandbox-integration-key"
DATE_TIME = re.compile(r"^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}:\d{2})?$")


def card(**extra):
    data = {"card_number": "4111111111111111", "card_name": "Jose Silva",
            "card_due_date": "12/2034", "card_cvv": "123"}
    data.update(extra)
    return data


def payment(code, method, **extra):
    data = {"payment_type_code": method, "merchant_payment_code": code, "currency_code": "BRL",
            "amount_total": "100.00", "country": "br", "name": "Jose Silva", "email": "jose@example.com",
            "document": "853.513.468-93", "phone_number": "+5511987654321"}
    data.update(extra)
    return data


def direct(pay):
    return {"operation": "request", "mode": "full", "payment": pay}


# (label, path, params or a function of the answers so far, expectation on the answer)
SCENARIO = [
    ("wallets br", "/ws/ewallet-availableEWallets", {"country": "br"},
     lambda a: [w["code"] for w in a] == ["paypal", "picpay", "nupay", "mercadopago"]),
    ("wallets cl lower-case path", "/ws/ewallet-availableewallets", {"country": "cl"},
     lambda a: [w["code"] for w in a] == ["machpay", "mercadopago"]),
    ("pre-authorize card", "/ws/direct",
     direct(payment("sdk-card-1", "creditcard", card=card(auto_capture=False))),
     lambda a: a["payment"]["status"] == "PE" and a["payment"]["pre_approved"] is True),
    ("query pre-authorized", "/ws/query", {"merchant_payment_code": "sdk-card-1"},
     lambda a: a["payment"]["status"] == "PE"),
    ("capture", "/ws/capture", {"merchant_payment_code": "sdk-card-1", "merchant_capture_code": "cap-1"},
     lambda a: a["payment"]["status"] == "CO"),
    ("capture again", "/ws/capture", {"merchant_payment_code": "sdk-card-1"},
     lambda a: a["status"] == "ERROR" and a["status_code"] == "BP-CAP-4"),
    ("refund with bank details", "/ws/refund",
     {"operation": "request", "merchant_payment_code": "sdk-card-1", "amount": "25.50",
      "description": "Size swap", "merchant_refund_code": "sdk-ref-1",
      "bank_info": {"bank_name": "Banco do Brasil", "bank_branch": "1234-5", "bank_account": "123456-7"}},
     lambda a: a["operation"] == "refund" and a["refund"]["status"] == "RE"),
    ("cancel refund", "/ws/refund", {"operation": "cancel", "merchant_refund_code": "sdk-ref-1"},
     lambda a: a["refund"]["status"] == "CA"),
    ("query refunded", "/ws/query", {"merchant_payment_code": "sdk-card-1"},
     lambda a: [r["status"] for r in a["payment"]["refunds"]] == ["CA"]),
    ("card named creditcard, captured", "/ws/direct",
     direct(payment("sdk-card-2", "creditcard", amount_total=10.5, installments=2,
                    creditcard=card(auto_capture=True))),
     lambda a: a["payment"]["status"] == "CO"),
    ("declined test card", "/ws/direct",
     direct(payment("sdk-card-3", "creditcard", card=card(card_number="4000000000000002"))),
     lambda a: a["status"] == "SUCCESS"),
    ("boleto", "/ws/direct", direct(payment("sdk-boleto-1", "boleto")),
     lambda a: a["payment"]["status"] == "PE" and "boleto_url" in a["payment"]),
    ("cancel boleto", "/ws/cancel", lambda done: {"hash": done["boleto"]["payment"]["hash"]},
     lambda a: a["operation"] == "cancel" and a["payment"]["status"] == "CA"),
    ("query cancelled boleto", "/ws/query", lambda done: {"hash": done["boleto"]["payment"]["hash"]},
     lambda a: a["payment"]["status"] == "CA"),
    ("e-wallet", "/ws/direct",
     direct(payment("sdk-wallet-1", "picpay", redirect_url="https://shop.example/back?order=1&x=y")),
     lambda a: a["payment"]["status"] == "PE" and "redirect_url" in a),
    ("query e-wallet", "/ws/query", {"merchant_payment_code": "sdk-wallet-1"},
     lambda a: a["payment"]["payment_type_code"] == "picpay"),
    ("unknown payment", "/ws/query", {"merchant_payment_code": "nobody"},
     lambda a: a["status_code"] == "BP-QUERY-2"),
    ("capture without identifier", "/ws/capture", {}, lambda a: a["status_code"] == "BP-CAP-1"),
    ("refund with bad operation", "/ws/refund", {"operation": "undo", "hash": "x"},
     lambda a: a["status_code"] == "BP-REF-10"),
    ("merchant code used twice", "/ws/direct", direct(payment("sdk-boleto-1", "boleto")),
     lambda a: a["status_code"] == "BP-DR-0"),
    ("card without number", "/ws/direct",
     direct(payment("sdk-card-4", "creditcard", card={"card_name": "Jose Silva"})),
     lambda a: a["status_code"] == "BP-DR-49"),
    ("auto_capture not a flag", "/ws/direct",
     direct(payment("sdk-card-5", "creditcard", card=card(auto_capture="maybe"))),
     lambda a: a["status_code"] == "BP-DR-61"),
]


def normalized(value, base_url):
    """The answer without what differs between two sandbox runs: times and the port."""
    if isinstance(value, dict):
        return {k: normalized(v, base_url) for k, v in value.items()}
    if isinstance(value, list):
        return [normalized(v, base_url) for v in value]
    if isinstance(value, str):
        if DATE_TIME.match(value):
            return "<time>"
        return value.replace(base_url, "<base>")
    return value


def run_scenario(test, client_class):
    """Runs SCENARIO with one client against a fresh sandbox; returns the normalized transcript.
    Every answer must also be what the sandbox's own OpenAPI description says."""
    with sdkclients.Sandbox(SANDBOX, "--seed", "7") as sandbox:
        description = openapicheck.OpenApi(sandbox.get("/openapi.json"))
        client = client_class(sandbox.base_url)
        done, transcript = {}, []
        for label, path, params, expectation in SCENARIO:
            body = params(done) if callable(params) else params
            answer = client.call(path, {"integration_key": KEY, **body})
            test.assertEqual(answer.status, 200, f"{label}: {answer}")
            test.assertIsNotNone(answer.json, f"{label}: {answer}")
            test.assertTrue(expectation(answer.json), f"{client_class.__name__}, {label}: {answer.json}")
            test.assertEqual(description.check_answer(path, client.method, answer.status, answer.json), [],
                             f"{client_class.__name__}, {label}")
            done[label.split()[0]] = answer.json
            transcript.append((label, normalized(answer.json, sandbox.base_url)))
        stats = sandbox.get("/sandbox/stats")
        transcript.append(("effects", stats.get("effects")))
        return transcript


class EncodingsAgree(unittest.TestCase):
    def test_every_operation_in_every_encoding(self):
        reference = run_scenario(self, sdkclients.JsonBodyClient)
        for name, client_class in sdkclients.ALL_CLIENTS.items():
            if name == "json":
                continue
            with self.subTest(encoding=name):
                transcript = run_scenario(self, client_class)
                for (label, expected), (_, got) in zip(reference, transcript):
                    self.assertEqual(got, expected, f"{name}: {label}")
                self.assertEqual(len(transcript), len(reference))


class MixedAndMalformed(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.sandbox = sdkclients.Sandbox(SANDBOX)
        cls.client = sdkclients.Client(cls.sandbox.base_url)
        cls.description = openapicheck.OpenApi(cls.sandbox.get("/openapi.json"))

    @classmethod
    def tearDownClass(cls):
        cls.sandbox.stop()

    def send(self, method, path, query=None, body=None, content_type=None):
        answer = self.client.send(method, path, query, body, content_type)
        self.assertIsNotNone(answer.json, answer)
        return answer

    def test_refusals(self):
        json_body = b'{"integration_key":"%s","merchant_payment_code":"none"}' % KEY.encode()
        rows = [
            ("JSON body and conflicting query", "POST", "merchant_payment_code=other", json_body,
             "application/json", 400, "BP-SA-8"),
            ("form and query disagree", "POST", "hash=b", b"integration_key=k&hash=a", None, 400, "BP-SA-8"),
            ("malformed percent-encoding in the query", "GET", "integration_key=%zz", None, None, 400, "BP-SA-6"),
            ("percent at the end of a form", "POST", None, b"integration_key=k%", None, 400, "BP-SA-6"),
            ("unclosed bracket", "POST", None, b"integration_key=k&bank_info[bank_name=x", None, 400, "BP-SA-7"),
            ("brackets without a name", "GET", "%5Bhash%5D=x", None, None, 400, "BP-SA-7"),
            ("request_body not JSON", "POST", None, b"request_body=hash", None, 200, "BP-SA-3"),
            ("GET without parameters", "GET", None, None, None, 200, "BP-SA-2"),
            ("PUT", "PUT", "integration_key=k", None, None, 405, "BP-SA-4"),
            ("multipart without a boundary", "POST", None, b"--x\r\n\r\nk\r\n--x--\r\n", "multipart/form-data",
             400, "BP-SA-10"),
            ("multipart without its closing boundary", "POST", None,
             b'--x\r\nContent-Disposition: form-data; name="integration_key"\r\n\r\nk', "multipart/form-data; boundary=x",
             400, "BP-SA-10"),
            ("multipart part without a name", "POST", None,
             b"--x\r\nContent-Type: text/plain\r\n\r\nk\r\n--x--\r\n", "multipart/form-data; boundary=x", 400, "BP-SA-10"),
            ("multipart file", "POST", None,
             b'--x\r\nContent-Disposition: form-data; name="request_body"; filename="r.json"\r\n\r\n{}\r\n--x--\r\n',
             "multipart/form-data; boundary=x", 400, "BP-SA-10"),
            ("multipart value not UTF-8", "POST", None,
             b'--x\r\nContent-Disposition: form-data; name="hash"\r\n\r\n\xff\r\n--x--\r\n',
             "multipart/form-data; boundary=x", 400, "BP-SA-6"),
            ("multipart and query disagree", "POST", "hash=b",
             sdkclients.multipart_body([("integration_key", KEY), ("hash", "a")], "x"), "multipart/form-data; boundary=x",
             400, "BP-SA-8"),
        ]
        for label, method, query, body, content_type, status, code in rows:
            with self.subTest(label):
                answer = self.send(method, "/ws/query", query, body, content_type)
                self.assertEqual(answer.status, status, answer)
                self.assertEqual(answer.json.get("status_code"), code, answer)
                if status != 405:
                    self.assertEqual(self.description.check_answer("/ws/query", method, status, answer.json), [])

    def test_multipart_with_a_request_body_part(self):
        # A quoted boundary, a preamble, and the whole request as JSON in one part.
        body = b"preamble\r\n" + sdkclients.multipart_body(
            [("request_body", '{"integration_key": "%s", "country": "co"}' % KEY)], "b;1")
        answer = self.send("POST", "/ws/ewallet-availableEWallets", None, body, 'multipart/form-data; boundary="b;1"')
        self.assertEqual(answer.status, 200, answer)
        self.assertEqual([w["code"] for w in answer.json], ["nequi"])

    def test_agreeing_parts_are_one_request(self):
        # The key in the query string, the rest as a JSON body: as some clients authenticate.
        query = urllib.parse.urlencode({"integration_key": KEY, "country": "co"})
        answer = self.send("POST", "/ws/ewallet-availableEWallets", query, b'{"country":"co"}', "application/json")
        self.assertEqual(answer.status, 200, answer)
        self.assertEqual([w["code"] for w in answer.json], ["nequi"])


class DescriptionMatchesSource(unittest.TestCase):
    """The served description names every path and error code the sandbox's source has, and no other."""

    @classmethod
    def setUpClass(cls):
        with sdkclients.Sandbox(SANDBOX) as sandbox:
            cls.document = sandbox.get("/openapi.json")
        cls.description = openapicheck.OpenApi(cls.document)

    def source(self, name):
        with open(os.path.join(SOURCE_DIR, "sandbox", name), encoding="utf-8") as file:
            return file.read()

    def test_references_resolve(self):
        self.assertEqual(self.document["openapi"], "3.1.0")
        references = set(self.description.all_references())
        self.assertGreater(len(references), 20)
        for reference in references:
            with self.subTest(reference):
                self.assertIsInstance(self.description.resolve(reference), dict)

    def test_every_gateway_path_is_described(self):
        paths = set(re.findall(r'path == "(/ws/[^"]+)"', self.source("gatewayapi.cpp")))
        self.assertGreaterEqual(len(paths), 7)
        for path in paths:
            with self.subTest(path):
                self.assertEqual(set(self.document["paths"][path]), {"get", "post"})

    def test_error_codes_match(self):
        in_source = set()
        for name in os.listdir(os.path.join(SOURCE_DIR, "sandbox")):
            if name.endswith(".cpp"):
                in_source |= set(re.findall(r'"((?:BP|DA)-[A-Z-]*[0-9]+)"', self.source(name)))
        error_code = self.document["components"]["schemas"]["ErrorCode"]
        described = set(error_code["anyOf"][0]["enum"])
        # Simulation controls (BP-SIM-…) other than the request log's limit are outside the Direct API.
        in_source = {code for code in in_source if not code.startswith("BP-SIM-") or code == "BP-SIM-9"}
        self.assertEqual(described, in_source)
        self.assertEqual(set(error_code["x-error-codes"]) - {"BP-SA-4xx/5xx"}, described)


if __name__ == "__main__":
    if not SANDBOX or not os.access(SANDBOX, os.X_OK):
        print(f"DIRECTDESK_SANDBOX does not name an executable: {SANDBOX!r}", file=sys.stderr)
        sys.exit(1)
    if not os.path.isdir(os.path.join(SOURCE_DIR, "sandbox")):
        print(f"DIRECTDESK_SOURCE_DIR does not name the source tree: {SOURCE_DIR!r}", file=sys.stderr)
        sys.exit(1)
    unittest.main(verbosity=2)
