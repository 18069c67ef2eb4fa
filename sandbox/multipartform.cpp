#include "sandbox/multipartform.h"

#include <QStringDecoder>

using namespace Qt::StringLiterals;

namespace dd::sandbox {

namespace {
constexpr qsizetype maxBoundaryBytes = 70;   // RFC 2046, 5.1.1

Failure malformed(const QString &why)
{
    return Failure{QByteArrayLiteral("BP-SA-10"), u"Malformed multipart/form-data body: %1"_s.arg(why)};
}

bool isBlank(char c)
{
    return c == ' ' || c == '\t';
}

// The `name=value` parameters after a header's first ';' (Content-Type, Content-Disposition):
// names lower-cased, quoted values unquoted with their backslash escapes removed.
QList<QPair<QByteArray, QByteArray>> headerParameters(QByteArrayView header)
{
    QList<QPair<QByteArray, QByteArray>> parameters;
    qsizetype at = header.indexOf(';');
    while (at >= 0 && at < header.size()) {
        const qsizetype nameStart = ++at;
        while (at < header.size() && header.at(at) != '=' && header.at(at) != ';')
            ++at;
        const QByteArray name = header.sliced(nameStart, at - nameStart).toByteArray().trimmed().toLower();
        QByteArray value;
        if (at < header.size() && header.at(at) == '=') {
            for (++at; at < header.size() && isBlank(header.at(at));)
                ++at;
            const bool quoted = at < header.size() && header.at(at) == '"';
            if (quoted) {
                for (++at; at < header.size() && header.at(at) != '"'; ++at) {
                    if (header.at(at) == '\\' && at + 1 < header.size())
                        ++at;
                    value += header.at(at);
                }
            }
            const qsizetype valueStart = at;
            while (at < header.size() && header.at(at) != ';')
                ++at;
            if (!quoted)
                value = header.sliced(valueStart, at - valueStart).toByteArray().trimmed();
        }
        if (!name.isEmpty())
            parameters.append({name, value});
    }
    return parameters;
}

std::optional<QByteArray> parameter(QByteArrayView header, QByteArrayView name)
{
    for (const auto &[each, value] : headerParameters(header)) {
        if (each == name)
            return value;
    }
    return std::nullopt;
}

Outcome<QString> utf8Text(QByteArrayView bytes)
{
    QStringDecoder decoder(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
    QString text = decoder.decode(bytes);
    if (decoder.hasError())
        return Failure{QByteArrayLiteral("BP-SA-6"), u"A multipart field's name or value is not UTF-8"_s};
    return text;
}

// One part: its Content-Disposition names the field; any other header (a Content-Type with a
// charset, for instance) changes nothing, since the Direct API's fields are UTF-8 text.
Outcome<QPair<QString, QString>> formField(QByteArrayView head, QByteArrayView content)
{
    std::optional<QByteArray> disposition;
    for (const QByteArray &line : head.toByteArray().split('\n')) {
        const qsizetype colon = line.indexOf(':');
        if (colon > 0 && line.left(colon).trimmed().toLower() == "content-disposition")
            disposition = line.mid(colon + 1).trimmed();
    }
    if (!disposition || !disposition->toLower().startsWith("form-data"))
        return malformed(u"a part has no Content-Disposition: form-data header"_s);
    const std::optional<QByteArray> name = parameter(*disposition, "name");
    if (!name || name->isEmpty())
        return malformed(u"a part's Content-Disposition has no name"_s);
    if (parameter(*disposition, "filename"))
        return malformed(u"the part %1 is a file; the Direct API takes text fields only"_s.arg(QString::fromUtf8(name->left(maxFieldNameBytes))));
    if (name->size() > maxFieldNameBytes)
        return Failure{QByteArrayLiteral("BP-SA-9"), u"A field name is longer than %1 bytes"_s.arg(maxFieldNameBytes)};
    const Outcome<QString> nameText = utf8Text(*name);
    if (!nameText.ok())
        return nameText.failure();
    const Outcome<QString> value = utf8Text(content);
    if (!value.ok())
        return value.failure();
    return QPair<QString, QString>{nameText.value(), value.value()};
}
} // namespace

bool isMultipartFormContentType(QByteArrayView contentType)
{
    const qsizetype semicolon = contentType.indexOf(';');
    const QByteArrayView type = semicolon < 0 ? contentType : contentType.first(semicolon);
    return type.toByteArray().trimmed().toLower() == "multipart/form-data";
}

Outcome<FormPairs> parseMultipartForm(QByteArrayView contentType, QByteArrayView body)
{
    const QByteArray boundary = parameter(contentType, "boundary").value_or(QByteArray());
    if (boundary.isEmpty() || boundary.size() > maxBoundaryBytes)
        return malformed(u"the Content-Type needs a boundary of 1 to %1 characters"_s.arg(maxBoundaryBytes));
    const QByteArray delimiter = "--" + boundary;
    const QByteArray separator = "\r\n" + delimiter;
    // A preamble before the first delimiter is allowed and ignored (RFC 2046).
    qsizetype at = body.startsWith(delimiter) ? 0 : body.indexOf(separator);
    if (at < 0)
        return malformed(u"the boundary does not occur in the body"_s);
    at += body.startsWith(delimiter) ? delimiter.size() : separator.size();
    FormPairs pairs;
    for (;;) {
        if (body.sliced(at).startsWith("--"))
            return pairs;   // the closing delimiter; an epilogue after it is ignored
        while (at < body.size() && isBlank(body.at(at)))
            ++at;
        if (!body.sliced(at).startsWith("\r\n"))
            return malformed(u"a boundary line must end with CRLF"_s);
        at += 2;
        // Searching from the boundary line's own CRLF finds a part without headers too.
        const qsizetype headEnd = body.indexOf("\r\n\r\n", at - 2);
        if (headEnd < 0)
            return malformed(u"a part's headers do not end with an empty line"_s);
        const qsizetype contentStart = headEnd + 4;
        const qsizetype contentEnd = body.indexOf(separator, contentStart);
        if (contentEnd < 0)
            return malformed(u"the body ends before its closing boundary"_s);
        if (pairs.size() >= maxRequestFields)
            return Failure{QByteArrayLiteral("BP-SA-9"), u"The request has more than %1 fields"_s.arg(maxRequestFields)};
        const Outcome<QPair<QString, QString>> field =
            formField(body.sliced(at, qMax<qsizetype>(0, headEnd - at)), body.sliced(contentStart, contentEnd - contentStart));
        if (!field.ok())
            return field.failure();
        pairs.append(field.value());
        at = contentEnd + separator.size();
    }
}

} // namespace dd::sandbox
