#pragma once

#include "sandbox/ledger.h"

#include <QJsonObject>
#include <QJsonValue>
#include <QString>

namespace dd::sandbox {

// Builds the answer objects of spec section 2 from compact records, only when answering.
class PaymentJson
{
public:
    PaymentJson(const Ledger &ledger, QString publicBaseUrl);

    void setPublicBaseUrl(const QString &url) { m_baseUrl = url; }

    enum class Naming { Card, Other };  // card creation answers say `installments`, others `instalments`
    QJsonObject payment(quint32 index, Naming naming = Naming::Other) const;
    QJsonObject refund(quint32 refundIndex) const;
    QString redirectUrl(quint32 index) const;  // empty for methods without a redirect

    static QString amount(qint64 hundredths);
    static QString rate(qint64 tenThousandths);
    static QString dateTime(qint64 secondsSinceEpoch);
    static QString date(qint64 secondsSinceEpoch);
    static QJsonValue nullableDateTime(qint64 secondsSinceEpoch);

private:
    void addMethodFields(QJsonObject &out, quint32 index, const QString &hash) const;

    const Ledger &m_ledger;
    QString m_baseUrl;
};

} // namespace dd::sandbox
