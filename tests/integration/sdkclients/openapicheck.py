"""A small JSON Schema checker for the subset the sandbox's OpenAPI description uses.

Standard library only. A keyword it does not know is an error, not silently ignored: the
description cannot come to rely on a rule no test checks.
"""

import re

ANNOTATIONS = {"description", "title", "default", "contentMediaType", "x-error-codes"}
KEYWORDS = {"$ref", "type", "enum", "const", "pattern", "minLength", "maxLength", "minimum", "maximum",
            "properties", "required", "additionalProperties", "items", "oneOf", "anyOf", "allOf"}

TYPES = {
    "string": lambda v: isinstance(v, str),
    "integer": lambda v: isinstance(v, int) and not isinstance(v, bool),
    "number": lambda v: isinstance(v, (int, float)) and not isinstance(v, bool),
    "boolean": lambda v: isinstance(v, bool),
    "null": lambda v: v is None,
    "object": lambda v: isinstance(v, dict),
    "array": lambda v: isinstance(v, list),
}


class OpenApi:
    def __init__(self, document):
        self.document = document

    def resolve(self, reference):
        if not reference.startswith("#/"):
            raise ValueError(f"only local references are supported: {reference}")
        node = self.document
        for part in reference[2:].split("/"):
            node = node[part]
        return node

    def response_schema(self, path, method, status):
        operation = self.document["paths"][path][method.lower()]
        response = operation["responses"][str(status)]
        if "$ref" in response:
            response = self.resolve(response["$ref"])
        return response["content"]["application/json"]["schema"]

    def check_answer(self, path, method, status, answer):
        """The problems of `answer` (parsed JSON) against the described response; empty when none."""
        try:
            schema = self.response_schema(path, method, status)
        except KeyError:
            return [f"{method} {path} answering {status} is not described"]
        return self.errors(answer, schema)

    def all_references(self, node=None):
        node = self.document if node is None else node
        if isinstance(node, dict):
            for key, value in node.items():
                if key == "$ref":
                    yield value
                else:
                    yield from self.all_references(value)
        elif isinstance(node, list):
            for value in node:
                yield from self.all_references(value)

    def errors(self, value, schema, where="$"):
        unknown = set(schema) - KEYWORDS - ANNOTATIONS
        if unknown:
            return [f"{where}: the checker does not know {sorted(unknown)}"]
        if "$ref" in schema:
            return self.errors(value, self.resolve(schema["$ref"]), where)
        problems = []
        if "type" in schema:
            types = schema["type"] if isinstance(schema["type"], list) else [schema["type"]]
            if not any(TYPES[t](value) for t in types):
                return [f"{where}: {value!r} is not {types}"]
        if "const" in schema and value != schema["const"]:
            problems.append(f"{where}: {value!r} is not {schema['const']!r}")
        if "enum" in schema and value not in schema["enum"]:
            problems.append(f"{where}: {value!r} is not one of {schema['enum']}")
        if isinstance(value, str):
            if "pattern" in schema and not re.search(schema["pattern"], value):
                problems.append(f"{where}: {value!r} does not match {schema['pattern']}")
            if len(value) < schema.get("minLength", 0) or len(value) > schema.get("maxLength", len(value)):
                problems.append(f"{where}: {value!r} has a length out of bounds")
        if TYPES["number"](value):
            if value < schema.get("minimum", value) or value > schema.get("maximum", value):
                problems.append(f"{where}: {value!r} is out of bounds")
        if isinstance(value, dict):
            problems += self.object_errors(value, schema, where)
        if isinstance(value, list) and "items" in schema:
            for index, element in enumerate(value):
                problems += self.errors(element, schema["items"], f"{where}[{index}]")
        for sub in schema.get("allOf", []):
            problems += self.errors(value, sub, where)
        if "anyOf" in schema and all(self.errors(value, sub, where) for sub in schema["anyOf"]):
            problems.append(f"{where}: {value!r} matches none of anyOf")
        if "oneOf" in schema:
            matches = [sub for sub in schema["oneOf"] if not self.errors(value, sub, where)]
            if len(matches) != 1:
                detail = [self.errors(value, sub, where) for sub in schema["oneOf"]]
                problems.append(f"{where}: matches {len(matches)} of oneOf: {detail}")
        return problems

    def object_errors(self, value, schema, where):
        problems = [f"{where}: {name} is required" for name in schema.get("required", []) if name not in value]
        properties = schema.get("properties", {})
        extra = schema.get("additionalProperties", True)
        for name, element in value.items():
            if name in properties:
                problems += self.errors(element, properties[name], f"{where}.{name}")
            elif extra is False:
                problems.append(f"{where}: {name} is not described")
            elif isinstance(extra, dict):
                problems += self.errors(element, extra, f"{where}.{name}")
        return problems
