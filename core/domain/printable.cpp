#include "core/domain/printable.h"

namespace dd {

namespace {

bool isBidiControlOrSeparator(char16_t c)
{
    return c == 0x061C || c == 0x200E || c == 0x200F || (c >= 0x202A && c <= 0x202E) || (c >= 0x2066 && c <= 0x2069)
           || c == 0x2028 || c == 0x2029;
}

bool isControl(char16_t c)
{
    return c < 0x20 || (c >= 0x7F && c <= 0x9F);
}

void appendHex(QString &out, char16_t c, int width)
{
    out += QString::number(c, 16).toUpper().rightJustified(width, u'0');
}

void appendEscape(QString &out, char16_t c)
{
    switch (c) {
    case u'\n': out += u"\\n"; return;
    case u'\r': out += u"\\r"; return;
    case u'\t': out += u"\\t"; return;
    case u'\0': out += u"\\0"; return;
    default: break;
    }
    if (c <= 0xFF) {
        out += u"\\x";
        appendHex(out, c, 2);
    } else {
        out += u"\\u{";
        appendHex(out, c, 4);
        out += u'}';
    }
}

// Length of the character starting at i (2 for a valid surrogate pair), or 0 when it must be escaped.
qsizetype keptLength(QStringView text, qsizetype i)
{
    const char16_t c = text[i].unicode();
    if (QChar::isHighSurrogate(c))
        return i + 1 < text.size() && QChar::isLowSurrogate(text[i + 1].unicode()) ? 2 : 0;
    if (QChar::isLowSurrogate(c) || isControl(c) || isBidiControlOrSeparator(c))
        return 0;
    return 1;
}

} // namespace

bool isPrintable(QStringView text)
{
    for (qsizetype i = 0; i < text.size();) {
        const qsizetype kept = keptLength(text, i);
        if (kept == 0)
            return false;
        i += kept;
    }
    return true;
}

QString printable(QStringView text)
{
    if (isPrintable(text))
        return text.toString();
    QString out;
    out.reserve(text.size() + 16);
    for (qsizetype i = 0; i < text.size();) {
        const qsizetype kept = keptLength(text, i);
        if (kept == 0) {
            appendEscape(out, text[i].unicode());
            ++i;
        } else {
            out += text.sliced(i, kept);
            i += kept;
        }
    }
    return out;
}

} // namespace dd
