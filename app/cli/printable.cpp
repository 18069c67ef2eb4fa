#include "app/cli/printable.h"

namespace dd::cli {

QString printable(const QString &text)
{
    QString out;
    out.reserve(text.size());
    for (const QChar c : text) {
        const char16_t unit = c.unicode();
        if (unit == u'\\') {
            out += u"\\\\";
        } else if (unit < 0x20 || (unit >= 0x7f && unit < 0xa0)) {
            out += u"\\x" + QString::number(unit, 16).rightJustified(2, u'0');
        } else if (c.category() == QChar::Other_Format || c.category() == QChar::Separator_Line
                   || c.category() == QChar::Separator_Paragraph || c.category() == QChar::Other_NotAssigned) {
            out += u"\\u{" + QString::number(unit, 16) + u'}';
        } else {
            out += c;
        }
    }
    return out;
}

} // namespace dd::cli
