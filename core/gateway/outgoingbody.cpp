#include "core/gateway/outgoingbody.h"

#include <QJsonDocument>

namespace dd {

namespace {
// JSON string escaping of the characters a secret could hold; written into `out` directly.
void appendJsonString(QByteArray &out, QStringView text)
{
    out.append('"');
    for (QChar c : text) {
        const char16_t u = c.unicode();
        if (u == u'"' || u == u'\\') {
            out.append('\\');
            out.append(char(u));
        } else if (u < 0x20) {
            static constexpr char hex[] = "0123456789abcdef";
            out.append("\\u00");
            out.append(hex[u >> 4]);
            out.append(hex[u & 0xF]);
        } else if (u < 0x80) {
            out.append(char(u));
        } else {
            QByteArray utf8 = QStringView(&c, 1).toUtf8();
            out.append(utf8);
            wipeBytes(utf8);
        }
    }
    out.append('"');
}

qsizetype escapedSizeBound(QStringView text)
{
    return text.size() * 6 + 2;
}
} // namespace

QString OutgoingBody::hold(const SecretText &secret, const QString &masked)
{
    Slot slot{QStringLiteral("@@dd-secret-%1@@").arg(m_slots.size()), secret, masked};
    m_slots.append(slot);
    return m_slots.last().placeholder;
}

QByteArray OutgoingBody::substitute(const QJsonObject &json, bool real) const
{
    const QByteArray shape = QJsonDocument(json).toJson(QJsonDocument::Compact);
    qsizetype bound = shape.size();
    for (const Slot &slot : m_slots)
        bound += escapedSizeBound(real ? slot.secret.view() : QStringView(slot.masked));
    // Reserved once, so appending never reallocates and leaves no unwiped copy behind.
    QByteArray out;
    out.reserve(bound);
    qsizetype pos = 0;
    while (pos < shape.size()) {
        qsizetype next = -1;
        const Slot *found = nullptr;
        for (const Slot &slot : m_slots) {
            const QByteArray quoted = '"' + slot.placeholder.toLatin1() + '"';
            const qsizetype at = shape.indexOf(quoted, pos);
            if (at >= 0 && (next < 0 || at < next)) {
                next = at;
                found = &slot;
            }
        }
        if (!found) {
            out.append(shape.constData() + pos, shape.size() - pos);
            break;
        }
        out.append(shape.constData() + pos, next - pos);
        appendJsonString(out, real ? found->secret.view() : QStringView(found->masked));
        pos = next + found->placeholder.size() + 2;
    }
    return out;
}

QByteArray OutgoingBody::serialize(const QJsonObject &json) const
{
    return substitute(json, true);
}

QByteArray OutgoingBody::serializeMasked(const QJsonObject &json) const
{
    return substitute(json, false);
}

} // namespace dd
