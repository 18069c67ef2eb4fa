#pragma once

#include "ui/messagebox.h"

#include <QJsonObject>
#include <QList>
#include <QString>

#include <utility>

namespace dd {

// What a dialog asks before something goes to the gateway: the question with the amount in the
// user's format, the fields in words (caption, value), the answers as verbs, and the parameters
// that will be sent (already masked) behind "Show Details…". Every payment action and the new
// payment ask the same way.
struct GatewayConfirmation
{
    QString question;
    QList<std::pair<QString, QString>> fields;   // a field without a value is left out
    QString acceptText;
    QString rejectText;
    QJsonObject parameters;
    QString remark = {};   // a line after the fields, when there is one

    MessageBox::Choice choice(const QString &title) const;
};

} // namespace dd
