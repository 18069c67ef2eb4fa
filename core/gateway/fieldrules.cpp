#include "core/gateway/fieldrules.h"

#include "core/domain/printable.h"
#include "core/domain/requests.h"

namespace dd::RequestValidator::rules {

void add(FieldProblems &problems, const QString &field, const QString &message)
{
    problems.append({field, message, FieldProblem::Severity::Error});
}

void warn(FieldProblems &problems, const QString &field, const QString &message)
{
    problems.append({field, message, FieldProblem::Severity::Warning});
}

bool digitsOfLength(QStringView text, qsizetype min, qsizetype max)
{
    return CardNumber::isDigits(text) && text.size() >= min && text.size() <= max;
}

void checkCode(FieldProblems &problems, const QString &field, const QString &code, qsizetype maxLength)
{
    if (code.size() > maxLength)
        add(problems, field, Text::tr("At most %1 characters.").arg(maxLength));
    for (QChar c : code) {
        if (c.isSpace() || !c.isPrint()) {
            add(problems, field, Text::tr("Spaces and control characters are not allowed."));
            break;
        }
    }
}

void checkMerchantCode(FieldProblems &problems, const QString &field, const QString &code)
{
    checkCode(problems, field, code, MerchantCode::MaxLength);
}

void checkText(FieldProblems &problems, const QString &field, const QString &label, const QString &text,
               qsizetype maxLength, bool lineBreaksAllowed)
{
    if (text.size() > maxLength) {
        add(problems, field, Text::tr("%1: at most %2 characters (this has %3).").arg(label).arg(maxLength).arg(text.size()));
        return;
    }
    QString rest = text;
    if (lineBreaksAllowed)
        rest.remove(u'\n').remove(u'\r').remove(u'\t');
    if (!isPrintable(rest))
        add(problems, field, Text::tr("%1: control characters are not allowed.").arg(label));
}

} // namespace dd::RequestValidator::rules
