#pragma once

#include "sandbox/outcome.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QJsonObject>
#include <QList>
#include <QPair>
#include <QStringList>

namespace dd::sandbox {

// The public client libraries send the same Direct API call in several encodings: a JSON body,
// form fields, a `request_body` field holding the JSON, query-string parameters (GET, or POST
// with -G), and nested objects as PHP bracket keys (`payment[card][card_number]`). They are all
// decoded into one JSON object before validation, so one request gets one answer whatever its
// encoding.
struct GatewayRequestParts
{
    QByteArrayView contentType;   // the Content-Type header, parameters included
    QByteArrayView body;
    QByteArrayView query;         // after '?', still percent-encoded
};

struct DecodedRequest
{
    QJsonObject fields;
    // The parts that carried fields, joined by '+', in a fixed order: json, form or multipart,
    // request_body, query.
    QByteArray encoding;
};

// Bounds on what the decoder builds; the body and head sizes are already bounded by the HTTP layer.
inline constexpr int maxRequestFields = 1000;
inline constexpr int maxBracketDepth = 8;
inline constexpr qsizetype maxFieldNameBytes = 256;

// Refusals: BP-SA-2 nothing at all, BP-SA-3 a body or request_body that is not a JSON object
// (both HTTP 200, as before); BP-SA-6 a malformed percent-encoding or text that is not UTF-8,
// BP-SA-7 a malformed bracket key, BP-SA-8 parts that give one field different values,
// BP-SA-9 too many fields or a field name too long, BP-SA-10 a malformed multipart/form-data body
// or a file in it (all HTTP 400, see decodeFailureStatus). multipart/form-data fields are read
// like form fields (see multipartform.h).
Outcome<DecodedRequest> decodeGatewayRequest(const GatewayRequestParts &parts);
int decodeFailureStatus(const Failure &failure);

// The steps, for tests.
using FormPairs = QList<QPair<QString, QString>>;
Outcome<FormPairs> parseUrlEncoded(QByteArrayView text);
// "a[b][c]" -> {"a","b","c"}; an empty last segment ("a[]") appends to a list.
Outcome<QStringList> parseBracketKey(const QString &key);
Outcome<QJsonObject> nestFormPairs(const FormPairs &pairs);
// Adds `from` into `into`; a field both give must have the same value (numbers and strings are
// compared as the text a form would carry).
std::optional<Failure> mergeRequestFields(QJsonObject &into, const QJsonObject &from);

} // namespace dd::sandbox
