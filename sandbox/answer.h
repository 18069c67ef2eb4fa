#pragma once

#include <QByteArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QString>

#include <optional>

namespace dd::sandbox {

// One HTTP answer of the sandbox. `effect` says the call changed the books (for /sandbox/stats).
struct Answer
{
    int httpStatus = 200;
    QByteArray body;
    bool effect = false;
    QByteArray contentType = QByteArrayLiteral("application/json");
};

Answer errorAnswer(QByteArrayView code, const QString &message, int httpStatus = 200);
Answer successAnswer(QJsonObject payload, bool effect = false);

namespace fields {
// A non-empty string field (JSON numbers are accepted and written in full); nullopt when absent/empty.
std::optional<QString> text(const QJsonObject &object, QLatin1StringView key);
bool present(const QJsonObject &object, QLatin1StringView key);
// "12.34", "12.3", "12", 12.34: hundredths; nullopt for anything else or more than two decimals.
std::optional<qint64> amount(const QJsonValue &value);
} // namespace fields

} // namespace dd::sandbox
