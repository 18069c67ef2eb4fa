#pragma once

// What the sandbox's request decoder must do with any input, shared by the libFuzzer target and
// the corpus + generated-cases test: answer a documented refusal with a message, or a decoded
// object whose size the input bounds, the same way every time.

#include "sandbox/requestdecoder.h"

#include <QByteArray>
#include <QJsonArray>
#include <QJsonObject>
#include <QString>

#include <optional>

namespace dd::fuzz {

// A fuzz input: the Content-Type up to the first newline, the query up to the second, then the body.
struct DecoderInput
{
    QByteArray contentType;
    QByteArray query;
    QByteArray body;

    static DecoderInput fromBytes(QByteArrayView bytes)
    {
        DecoderInput input;
        const qsizetype first = bytes.indexOf('\n');
        if (first < 0) {
            input.body = bytes.toByteArray();
            return input;
        }
        input.contentType = bytes.first(first).toByteArray();
        const qsizetype second = bytes.indexOf('\n', first + 1);
        if (second < 0) {
            input.query = bytes.sliced(first + 1).toByteArray();
            return input;
        }
        input.query = bytes.sliced(first + 1, second - first - 1).toByteArray();
        input.body = bytes.sliced(second + 1).toByteArray();
        return input;
    }

    QByteArray toBytes() const { return contentType + '\n' + query + '\n' + body; }
};

struct TreeSize
{
    qsizetype nodes = 0;
    qsizetype depth = 0;
};

inline TreeSize treeSize(const QJsonValue &value)
{
    TreeSize size{1, 1};
    const auto add = [&size](const QJsonValue &child) {
        const TreeSize inner = treeSize(child);
        size.nodes += inner.nodes;
        size.depth = qMax(size.depth, inner.depth + 1);
    };
    if (value.isObject()) {
        const QJsonObject object = value.toObject();
        for (auto it = object.begin(); it != object.end(); ++it)
            add(it.value());
    } else if (value.isArray()) {
        for (const QJsonValue &child : value.toArray())
            add(child);
    }
    return size;
}

// Empty when the decoder kept its promises for this input, else what it broke.
inline std::optional<QString> decoderViolation(const DecoderInput &input)
{
    using namespace dd::sandbox;
    const GatewayRequestParts parts{input.contentType, input.body, input.query};
    const Outcome<DecodedRequest> decoded = decodeGatewayRequest(parts);
    const Outcome<DecodedRequest> again = decodeGatewayRequest(parts);
    if (decoded.ok() != again.ok())
        return QStringLiteral("two decodings of one input disagree");
    if (!decoded.ok()) {
        const Failure &failure = decoded.failure();
        static const QByteArrayList documented{"BP-SA-2", "BP-SA-3", "BP-SA-6", "BP-SA-7",
                                               "BP-SA-8", "BP-SA-9", "BP-SA-10"};
        if (!documented.contains(failure.code))
            return QStringLiteral("undocumented refusal %1").arg(QString::fromLatin1(failure.code));
        if (failure.message.isEmpty())
            return QStringLiteral("refusal %1 without a message").arg(QString::fromLatin1(failure.code));
        const int status = decodeFailureStatus(failure);
        const bool clientError = failure.code != "BP-SA-2" && failure.code != "BP-SA-3";
        if (status != (clientError ? 400 : 200))
            return QStringLiteral("refusal %1 answered HTTP %2").arg(QString::fromLatin1(failure.code)).arg(status);
        if (again.failure().code != failure.code)
            return QStringLiteral("two decodings refuse with different codes");
        return std::nullopt;
    }
    const DecodedRequest &request = decoded.value();
    if (request.fields != again.value().fields || request.encoding != again.value().encoding)
        return QStringLiteral("two decodings of one input give different fields");
    static const QByteArrayList encodings{"json", "form", "multipart", "request_body", "query"};
    const QByteArrayList used = request.encoding.split('+');
    for (const QByteArray &encoding : used) {
        if (!encodings.contains(encoding))
            return QStringLiteral("unknown encoding %1").arg(QString::fromLatin1(request.encoding));
    }
    // Every value costs at least one byte of input, so the tree can never outgrow what was sent.
    const TreeSize size = treeSize(request.fields);
    const qsizetype inputBytes = input.contentType.size() + input.query.size() + input.body.size();
    if (size.nodes > inputBytes + 1)
        return QStringLiteral("%1 values decoded from %2 bytes").arg(size.nodes).arg(inputBytes);
    const bool bracketsOnly = !used.contains("json") && !used.contains("request_body");
    if (bracketsOnly && size.depth > maxBracketDepth + 2)
        return QStringLiteral("form fields nested %1 deep").arg(size.depth);
    return std::nullopt;
}

} // namespace dd::fuzz
