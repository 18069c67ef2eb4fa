#include "sandbox/requestdecoder.h"

#include "sandbox/answer.h"
#include "sandbox/multipartform.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>
#include <QStringDecoder>

using namespace Qt::StringLiterals;

namespace dd::sandbox {

namespace {
constexpr auto requestBodyField = "request_body"_L1;

Failure fail(const char *code, QString message)
{
    return Failure{QByteArray(code), std::move(message)};
}

Failure conflict(const QString &name)
{
    return fail("BP-SA-8", u"Field %1 has different values in different parts of the request"_s.arg(name));
}

int hexDigit(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return -1;
}

Outcome<QString> decodeComponent(QByteArrayView raw)
{
    QByteArray bytes;
    bytes.reserve(raw.size());
    for (qsizetype at = 0; at < raw.size(); ++at) {
        const char c = raw.at(at);
        if (c == '+') {
            bytes += ' ';
        } else if (c != '%') {
            bytes += c;
        } else {
            if (at + 2 >= raw.size() || hexDigit(raw.at(at + 1)) < 0 || hexDigit(raw.at(at + 2)) < 0)
                return fail("BP-SA-6", u"Malformed percent-encoding in the request: % must be followed by two hex digits"_s);
            bytes += static_cast<char>(hexDigit(raw.at(at + 1)) * 16 + hexDigit(raw.at(at + 2)));
            at += 2;
        }
    }
    QStringDecoder decoder(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
    QString text = decoder.decode(bytes);
    if (decoder.hasError())
        return fail("BP-SA-6", u"The request's form or query text is not UTF-8"_s);
    return text;
}

// The text a form would carry for a scalar, so `"amount": 10` and `amount=10` agree.
QString formText(const QJsonValue &value)
{
    if (value.isBool())
        return value.toBool() ? u"true"_s : u"false"_s;
    if (value.isNull())
        return QString();
    const QJsonObject holder{{u"v"_s, value}};
    return fields::text(holder, "v"_L1).value_or(value.toString());
}

std::optional<Failure> place(QJsonValue &slot, const QStringList &path, qsizetype depth, const QString &value,
                             const QString &name)
{
    if (depth == path.size()) {
        if (slot.isUndefined()) {
            slot = value;
            return std::nullopt;
        }
        if (slot.isString() && slot.toString() == value)
            return std::nullopt;   // the same field repeated with the same value
        return conflict(name);
    }
    const QString &segment = path.at(depth);
    if (segment.isEmpty()) {   // "a[]=": the next element of a list (only as the last segment)
        if (slot.isUndefined())
            slot = QJsonArray();
        if (!slot.isArray())
            return conflict(name);
        QJsonArray list = slot.toArray();
        list.append(value);
        slot = list;
        return std::nullopt;
    }
    if (slot.isUndefined())
        slot = QJsonObject();
    if (!slot.isObject())
        return conflict(name);
    QJsonObject object = slot.toObject();
    QJsonValue child = object.value(segment);
    if (std::optional<Failure> problem = place(child, path, depth + 1, value, name))
        return problem;
    object.insert(segment, child);
    slot = object;
    return std::nullopt;
}

// http_build_query writes a list as a[0]=x&a[1]=y: an object keyed 0..n-1 becomes an array again.
QJsonValue listsFromIndexes(const QJsonValue &value)
{
    if (value.isArray()) {
        QJsonArray list;
        for (const QJsonValue &element : value.toArray())
            list.append(listsFromIndexes(element));
        return list;
    }
    if (!value.isObject())
        return value;
    const QJsonObject object = value.toObject();
    bool indexed = !object.isEmpty();
    for (qsizetype at = 0; indexed && at < object.size(); ++at)
        indexed = object.contains(QString::number(at));
    if (indexed) {
        QJsonArray list;
        for (qsizetype at = 0; at < object.size(); ++at)
            list.append(listsFromIndexes(object.value(QString::number(at))));
        return list;
    }
    QJsonObject out;
    for (auto it = object.begin(); it != object.end(); ++it)
        out.insert(it.key(), listsFromIndexes(it.value()));
    return out;
}

std::optional<Failure> mergeNamed(QJsonObject &into, const QJsonObject &from, const QString &prefix)
{
    for (auto it = from.begin(); it != from.end(); ++it) {
        const QString name = prefix.isEmpty() ? it.key() : prefix + u'[' + it.key() + u']';
        const QJsonValue existing = into.value(it.key());
        if (existing.isUndefined()) {
            into.insert(it.key(), it.value());
        } else if (existing.isObject() && it.value().isObject()) {
            QJsonObject child = existing.toObject();
            if (std::optional<Failure> problem = mergeNamed(child, it.value().toObject(), name))
                return problem;
            into.insert(it.key(), child);
        } else if (existing.isObject() || existing.isArray() || it.value().isObject() || it.value().isArray()) {
            if (existing != it.value())
                return conflict(name);
        } else if (formText(existing) != formText(it.value())) {
            return conflict(name);
        }
    }
    return std::nullopt;
}

Outcome<QJsonObject> parseJsonObject(QByteArrayView text, const QString &where)
{
    QJsonParseError parseError{};
    const QJsonDocument document = QJsonDocument::fromJson(text.toByteArray(), &parseError);
    if (parseError.error != QJsonParseError::NoError || !document.isObject())
        return fail("BP-SA-3", u"%1 is not a JSON object"_s.arg(where));
    return document.object();
}

// One form-encoded part (the body or the query string): its fields, and the JSON of its
// `request_body` field when it has one.
struct FormPart
{
    QJsonObject fields;
    std::optional<QJsonObject> requestBody;
};

Outcome<FormPart> formPartOf(const FormPairs &pairs)
{
    FormPairs plain;
    std::optional<QString> requestBodyText;
    for (const auto &pair : pairs) {
        if (pair.first != requestBodyField) {
            plain.append(pair);
        } else if (requestBodyText && *requestBodyText != pair.second) {
            return conflict(requestBodyField);
        } else {
            requestBodyText = pair.second;
        }
    }
    const Outcome<QJsonObject> nested = nestFormPairs(plain);
    if (!nested.ok())
        return nested.failure();
    FormPart part{nested.value(), std::nullopt};
    if (requestBodyText) {
        const Outcome<QJsonObject> json = parseJsonObject(requestBodyText->toUtf8(), u"The request_body field"_s);
        if (!json.ok())
            return json.failure();
        part.requestBody = json.value();
    }
    return part;
}

Outcome<FormPart> decodeFormPart(QByteArrayView text)
{
    const Outcome<FormPairs> pairs = parseUrlEncoded(text);
    if (!pairs.ok())
        return pairs.failure();
    return formPartOf(pairs.value());
}

using Sources = QList<QPair<QByteArray, QJsonObject>>;

std::optional<Failure> addFormSources(const Outcome<FormPart> &form, const QByteArray &encoding, Sources &sources)
{
    if (!form.ok())
        return form.failure();
    if (!form.value().fields.isEmpty())
        sources.append({encoding, form.value().fields});
    if (form.value().requestBody)
        sources.append({QByteArrayLiteral("request_body"), *form.value().requestBody});
    return std::nullopt;
}

bool isFormContentType(QByteArrayView contentType)
{
    const QByteArray type = contentType.toByteArray().split(';').constFirst().trimmed().toLower();
    return type == "application/x-www-form-urlencoded";
}
} // namespace

Outcome<FormPairs> parseUrlEncoded(QByteArrayView text)
{
    FormPairs pairs;
    for (const QByteArrayView piece : text.toByteArray().split('&')) {
        if (piece.isEmpty())
            continue;
        if (pairs.size() >= maxRequestFields)
            return fail("BP-SA-9", u"The request has more than %1 fields"_s.arg(maxRequestFields));
        const qsizetype equals = piece.indexOf('=');
        const QByteArrayView rawName = equals < 0 ? piece : piece.first(equals);
        const QByteArrayView rawValue = equals < 0 ? QByteArrayView() : piece.sliced(equals + 1);
        if (rawName.size() > maxFieldNameBytes * 3)
            return fail("BP-SA-9", u"A field name is longer than %1 bytes"_s.arg(maxFieldNameBytes));
        const Outcome<QString> name = decodeComponent(rawName);
        if (!name.ok())
            return name.failure();
        if (name.value().toUtf8().size() > maxFieldNameBytes)
            return fail("BP-SA-9", u"A field name is longer than %1 bytes"_s.arg(maxFieldNameBytes));
        const Outcome<QString> value = decodeComponent(rawValue);
        if (!value.ok())
            return value.failure();
        pairs.append({name.value(), value.value()});
    }
    return pairs;
}

Outcome<QStringList> parseBracketKey(const QString &key)
{
    const auto malformed = [&key](const QString &why) {
        return fail("BP-SA-7", u"Malformed field name %1: %2"_s.arg(key, why));
    };
    const qsizetype open = key.indexOf(u'[');
    const QString name = open < 0 ? key : key.left(open);
    if (name.isEmpty())
        return malformed(u"it has no name before ["_s);
    if (name.contains(u']'))
        return malformed(u"] without ["_s);
    QStringList path{name};
    qsizetype at = open;
    while (at >= 0 && at < key.size()) {
        if (key.at(at) != u'[')
            return malformed(u"text after ] must start another [...]"_s);
        const qsizetype close = key.indexOf(u']', at + 1);
        if (close < 0)
            return malformed(u"[ without ]"_s);
        const QString segment = key.mid(at + 1, close - at - 1);
        if (segment.contains(u'['))
            return malformed(u"[ inside [...]"_s);
        if (segment.isEmpty() && close + 1 != key.size())
            return malformed(u"an empty [] may only end a name"_s);
        path.append(segment);
        if (path.size() - 1 > maxBracketDepth)
            return malformed(u"more than %1 levels of [...]"_s.arg(maxBracketDepth));
        at = close + 1;
    }
    return path;
}

Outcome<QJsonObject> nestFormPairs(const FormPairs &pairs)
{
    if (pairs.size() > maxRequestFields)
        return fail("BP-SA-9", u"The request has more than %1 fields"_s.arg(maxRequestFields));
    QJsonValue root = QJsonObject();
    for (const auto &[key, value] : pairs) {
        const Outcome<QStringList> path = parseBracketKey(key);
        if (!path.ok())
            return path.failure();
        if (std::optional<Failure> problem = place(root, path.value(), 0, value, key))
            return *problem;
    }
    return listsFromIndexes(root).toObject();
}

std::optional<Failure> mergeRequestFields(QJsonObject &into, const QJsonObject &from)
{
    return mergeNamed(into, from, QString());
}

Outcome<DecodedRequest> decodeGatewayRequest(const GatewayRequestParts &parts)
{
    // Typed JSON comes first, so when two parts agree the JSON number or boolean is what is kept.
    Sources sources;
    const QByteArray body = parts.body.toByteArray().trimmed();
    if (!body.isEmpty()) {
        // A client that sends JSON without a Content-Type of its own (Python's urllib, curl -d)
        // is labelled form-encoded: a body that opens like an object is read as JSON.
        if (isMultipartFormContentType(parts.contentType) && !body.startsWith('{')) {
            const Outcome<FormPairs> pairs = parseMultipartForm(parts.contentType, parts.body);
            const Outcome<FormPart> form = pairs.ok() ? formPartOf(pairs.value()) : Outcome<FormPart>(pairs.failure());
            if (std::optional<Failure> problem = addFormSources(form, QByteArrayLiteral("multipart"), sources))
                return *problem;
        } else if (isFormContentType(parts.contentType) && !body.startsWith('{')) {
            if (std::optional<Failure> problem = addFormSources(decodeFormPart(body), QByteArrayLiteral("form"), sources))
                return *problem;
        } else {
            const Outcome<QJsonObject> json = parseJsonObject(body, u"The request body"_s);
            if (!json.ok())
                return json.failure();
            sources.prepend({QByteArrayLiteral("json"), json.value()});
        }
    }
    if (!parts.query.isEmpty()) {
        const Outcome<FormPart> query = decodeFormPart(parts.query);
        if (!query.ok())
            return query.failure();
        if (query.value().requestBody)
            sources.append({QByteArrayLiteral("request_body"), *query.value().requestBody});
        if (!query.value().fields.isEmpty())
            sources.append({QByteArrayLiteral("query"), query.value().fields});
    }
    if (sources.isEmpty())
        return fail("BP-SA-2", u"The request is empty; send a JSON object, form fields or query parameters"_s);

    DecodedRequest decoded;
    QByteArrayList encodings;
    for (const auto &[encoding, fields] : sources) {
        if (std::optional<Failure> problem = mergeRequestFields(decoded.fields, fields))
            return *problem;
        if (!encodings.contains(encoding))
            encodings.append(encoding);
    }
    decoded.encoding = encodings.join('+');
    return decoded;
}

int decodeFailureStatus(const Failure &failure)
{
    const QByteArray &code = failure.code;
    return code == "BP-SA-6" || code == "BP-SA-7" || code == "BP-SA-8" || code == "BP-SA-9" || code == "BP-SA-10"
               ? 400
               : 200;
}

} // namespace dd::sandbox
