"""Clients that call the Direct API the way the gateway's public client libraries do.

Standard library only (urllib), so a shop's CI can copy them. Each client sends the same
operation in one encoding:

  json          POST, Content-Type application/json, the JSON object as body (DirectDesk, PHP SDK's direct)
  form          POST, form fields, nested objects as bracket keys (Ruby libraries' refund and cancel)
  request_body  POST, one form field request_body=<json> (Ruby gem's direct)
  query_get     GET, query-string parameters with bracket keys (PHP SDK's query, capture, refund, cancel)
  query_post    POST with the parameters in the query string and no body (curl -X POST -G)
  request_body_query  GET, ?request_body=<json>
  multipart     POST, multipart/form-data, one part per bracket-key field (requests' files=, FormData)
"""

import json
import subprocess
import tempfile
import urllib.error
import urllib.parse
import urllib.request
import uuid


def build_query(params, prefix=None, booleans=("1", "0")):
    """PHP http_build_query: nested objects as a[b][c], lists as a[0], a[1]."""
    pairs = []
    for key, value in params.items():
        name = key if prefix is None else f"{prefix}[{key}]"
        if isinstance(value, dict):
            pairs += build_query(value, name, booleans)
        elif isinstance(value, list):
            pairs += build_query({str(i): v for i, v in enumerate(value)}, name, booleans)
        elif isinstance(value, bool):
            pairs.append((name, booleans[0] if value else booleans[1]))
        elif value is not None:
            pairs.append((name, str(value)))
    return pairs


class Answer:
    def __init__(self, status, body):
        self.status = status
        self.raw = body
        try:
            self.json = json.loads(body.decode("utf-8"))
        except ValueError:
            self.json = None

    def __repr__(self):
        return f"Answer({self.status}, {self.raw[:200]!r})"


class Client:
    """Sends `params` (a dict, integration_key included) to `path` under `base_url`."""

    encoding = None
    method = None

    def __init__(self, base_url, timeout=10):
        self.base_url = base_url.rstrip("/")
        self.timeout = timeout

    def call(self, path, params):
        raise NotImplementedError

    def send(self, method, path, query=None, body=None, content_type=None):
        url = self.base_url + path
        if query:
            url += "?" + query
        request = urllib.request.Request(url, data=body, method=method)
        if content_type:
            request.add_header("Content-Type", content_type)
        try:
            with urllib.request.urlopen(request, timeout=self.timeout) as reply:
                return Answer(reply.status, reply.read())
        except urllib.error.HTTPError as error:
            return Answer(error.code, error.read())


class JsonBodyClient(Client):
    encoding = "json"
    method = "POST"

    def call(self, path, params):
        return self.send("POST", path, body=json.dumps(params).encode(), content_type="application/json")


class FormFieldsClient(Client):
    encoding = "form"
    method = "POST"

    def call(self, path, params):
        # Ruby writes booleans as true/false; urllib labels the body form-encoded by itself.
        body = urllib.parse.urlencode(build_query(params, booleans=("true", "false"))).encode()
        return self.send("POST", path, body=body)


class RequestBodyFormClient(Client):
    encoding = "request_body"
    method = "POST"

    def call(self, path, params):
        body = urllib.parse.urlencode({"request_body": json.dumps(params)}).encode()
        return self.send("POST", path, body=body, content_type="application/x-www-form-urlencoded")


class QueryGetClient(Client):
    encoding = "query"
    method = "GET"

    def call(self, path, params):
        # Brackets left unescaped, as hand-written URLs and some HTTP libraries send them.
        return self.send("GET", path, query=urllib.parse.urlencode(build_query(params), safe="[]"))


class QueryPostClient(Client):
    encoding = "query"
    method = "POST"

    def call(self, path, params):
        return self.send("POST", path, query=urllib.parse.urlencode(build_query(params)))


class RequestBodyQueryClient(Client):
    encoding = "request_body"
    method = "GET"

    def call(self, path, params):
        return self.send("GET", path, query=urllib.parse.urlencode({"request_body": json.dumps(params)}))


def multipart_body(fields, boundary):
    """(name, text) pairs as a multipart/form-data body with the given boundary."""
    lines = []
    for name, value in fields:
        lines += [f"--{boundary}", f'Content-Disposition: form-data; name="{name}"', "", value]
    return "\r\n".join(lines + [f"--{boundary}--", ""]).encode()


class MultipartFormClient(Client):
    encoding = "multipart"
    method = "POST"

    def call(self, path, params):
        boundary = "----DirectDeskSdk" + uuid.uuid4().hex
        body = multipart_body(build_query(params, booleans=("true", "false")), boundary)
        return self.send("POST", path, body=body, content_type=f"multipart/form-data; boundary={boundary}")


ALL_CLIENTS = {
    "json": JsonBodyClient,
    "form": FormFieldsClient,
    "request_body": RequestBodyFormClient,
    "query_get": QueryGetClient,
    "query_post": QueryPostClient,
    "request_body_query": RequestBodyQueryClient,
    "multipart": MultipartFormClient,
}


class Sandbox:
    """Starts directdesk-sandbox on a free loopback port; stops it on exit."""

    def __init__(self, executable, *arguments):
        # stderr goes to a file: a pipe nobody reads could fill up and stall the sandbox.
        self.errors = tempfile.TemporaryFile(mode="w+")
        self.process = subprocess.Popen(
            [executable, "--port", "0", *arguments],
            stdout=subprocess.PIPE, stderr=self.errors, text=True)
        line = self.process.stdout.readline()
        if not line.startswith("listening on "):
            self.stop()
            raise RuntimeError(f"sandbox did not start: {line!r} {self.error_text()!r}")
        self.base_url = line[len("listening on "):].strip()

    def get(self, path):
        with urllib.request.urlopen(self.base_url + path, timeout=10) as reply:
            return json.loads(reply.read().decode("utf-8"))

    def post(self, path, payload):
        request = urllib.request.Request(self.base_url + path, data=json.dumps(payload).encode(),
                                         method="POST", headers={"Content-Type": "application/json"})
        with urllib.request.urlopen(request, timeout=10) as reply:
            return json.loads(reply.read().decode("utf-8"))

    def stop(self):
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        self.process.stdout.close()
        self.errors.close()

    def error_text(self):
        if self.errors.closed:
            return ""
        self.errors.seek(0)
        return self.errors.read()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.stop()
