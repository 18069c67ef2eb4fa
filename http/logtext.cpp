#include "http/logtext.h"

namespace dd::http {

namespace {

// Length of the well-formed UTF-8 sequence at `at` and its code point; 0 when it is not one.
int utf8Sequence(QByteArrayView bytes, qsizetype at, char32_t *codePoint)
{
    const auto byte = [&](qsizetype i) { return static_cast<unsigned char>(bytes[i]); };
    const unsigned char lead = byte(at);
    int length = 0;
    char32_t value = 0;
    if (lead >= 0xc2 && lead <= 0xdf) {
        length = 2;
        value = lead & 0x1fu;
    } else if (lead >= 0xe0 && lead <= 0xef) {
        length = 3;
        value = lead & 0x0fu;
    } else if (lead >= 0xf0 && lead <= 0xf4) {
        length = 4;
        value = lead & 0x07u;
    } else {
        return 0;
    }
    if (at + length > bytes.size())
        return 0;
    for (int i = 1; i < length; ++i) {
        const unsigned char next = byte(at + i);
        if ((next & 0xc0u) != 0x80u)
            return 0;
        value = (value << 6) | (next & 0x3fu);
    }
    const bool overlong = (length == 3 && value < 0x800) || (length == 4 && value < 0x10000);
    const bool surrogate = value >= 0xd800 && value <= 0xdfff;
    if (overlong || surrogate || value > 0x10ffff)
        return 0;
    *codePoint = value;
    return length;
}

// Code points that reorder or hide text on a terminal or in a viewer.
bool isInvisibleControl(char32_t value)
{
    return (value >= 0x80 && value <= 0x9f) || (value >= 0x200b && value <= 0x200f)
        || (value >= 0x2028 && value <= 0x202e) || (value >= 0x2066 && value <= 0x2069) || value == 0xfeff;
}

void appendHex(QString &out, unsigned char byte)
{
    static const char digits[] = "0123456789abcdef";
    out += u"\\x";
    out += QChar::fromLatin1(digits[byte >> 4]);
    out += QChar::fromLatin1(digits[byte & 0x0f]);
}

} // namespace

QString escapedForLog(QByteArrayView bytes, qsizetype maxBytes)
{
    const qsizetype shown = qMin(bytes.size(), qMax<qsizetype>(0, maxBytes));
    const QByteArrayView head = bytes.first(shown);
    QString out;
    out.reserve(shown + 16);
    for (qsizetype at = 0; at < head.size();) {
        const auto byte = static_cast<unsigned char>(head[at]);
        if (byte >= 0x20 && byte < 0x7f) {
            if (byte == '\\')
                out += u"\\\\";
            else
                out += QChar::fromLatin1(static_cast<char>(byte));
            ++at;
            continue;
        }
        switch (byte) {
        case '\r':
            out += u"\\r";
            ++at;
            continue;
        case '\n':
            out += u"\\n";
            ++at;
            continue;
        case '\t':
            out += u"\\t";
            ++at;
            continue;
        default:
            break;
        }
        char32_t codePoint = 0;
        const int length = byte >= 0x80 ? utf8Sequence(head, at, &codePoint) : 0;
        if (length > 0 && !isInvisibleControl(codePoint)) {
            out += QString::fromUtf8(head.sliced(at, length));
            at += length;
        } else if (length > 0) {
            out += u"\\u{" + QString::number(static_cast<uint>(codePoint), 16) + u'}';
            at += length;
        } else {
            appendHex(out, byte);
            ++at;
        }
    }
    if (shown < bytes.size())
        out += u"…(" + QString::number(bytes.size() - shown) + u" more bytes)";
    return out;
}

} // namespace dd::http
