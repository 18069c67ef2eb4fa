#pragma once

// Internal to the request validator (requestvalidator.cpp, cardvalidator.cpp): the checks its
// rules are written with. Messages are translated in the validator's context.

#include "core/gateway/gatewayerror.h"

#include <QCoreApplication>
#include <QString>
#include <QStringView>

namespace dd::RequestValidator::rules {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(dd::RequestValidator)
};

void add(FieldProblems &problems, const QString &field, const QString &message);
void warn(FieldProblems &problems, const QString &field, const QString &message);
bool digitsOfLength(QStringView text, qsizetype min, qsizetype max);
// An identifier: bounded, no blanks, no control or formatting characters (they would reach
// terminals, logs and the audit trail as they are).
void checkCode(FieldProblems &problems, const QString &field, const QString &code, qsizetype maxLength);
void checkMerchantCode(FieldProblems &problems, const QString &field, const QString &code);
// Free text: bounded, and no control characters (a reason may span lines: line breaks and tabs
// are allowed there). `label` names the field in the message, for forms that show several
// fields' problems together.
void checkText(FieldProblems &problems, const QString &field, const QString &label, const QString &text,
               qsizetype maxLength, bool lineBreaksAllowed = false);

} // namespace dd::RequestValidator::rules
