#pragma once

// The filters every read benchmark measures (cache and team server alike), each with every sort
// column in both orders: statuses, a country, a month of one currency, methods with an amount range,
// one day of confirmations, and the text searches (a customer's name, a merchant code prefix, a name
// with a status).

#include "core/storage/paymentfilter.h"

#include <QDateTime>
#include <QList>
#include <QString>
#include <QTimeZone>

namespace dd::bench {

struct ReadCase
{
    QString name;
    PaymentFilter filter;
};

inline QList<ReadCase> readCases()
{
    using namespace Qt::StringLiterals;
    QList<ReadCase> cases;
    cases.append({u"all"_s, {}});
    PaymentFilter confirmed;
    confirmed.statuses = {PaymentStatus::Confirmed};
    cases.append({u"status CO"_s, confirmed});
    PaymentFilter openOrPending;
    openOrPending.statuses = {PaymentStatus::Open, PaymentStatus::Pending};
    openOrPending.countries = {u"mx"_s};
    cases.append({u"status OP+PE, country mx"_s, openOrPending});
    PaymentFilter month;
    month.from = QDateTime(QDate(2024, 6, 1), QTime(0, 0), QTimeZone::utc());
    month.to = QDateTime(QDate(2024, 7, 1), QTime(0, 0), QTimeZone::utc());
    month.currency = u"BRL"_s;
    cases.append({u"June 2024, BRL"_s, month});
    PaymentFilter methodAmount;
    methodAmount.methods = {u"visa"_s, u"mastercard"_s};
    methodAmount.minAmount = 1'000'000;
    methodAmount.maxAmount = 2'000'000;
    cases.append({u"visa+mastercard, 10k-20k"_s, methodAmount});
    PaymentFilter confirmDay;
    confirmDay.dateField = PaymentFilter::DateField::ConfirmDate;
    confirmDay.from = QDateTime(QDate(2024, 3, 10), QTime(0, 0), QTimeZone::utc());
    confirmDay.to = QDateTime(QDate(2024, 3, 11), QTime(0, 0), QTimeZone::utc());
    cases.append({u"confirmed on one day"_s, confirmDay});
    PaymentFilter name;
    name.text = u"sofia diaz"_s;
    cases.append({u"text: name prefix"_s, name});
    PaymentFilter code;
    code.text = u"dd-00012345"_s;
    cases.append({u"text: merchant code prefix"_s, code});
    PaymentFilter nameAndStatus;
    nameAndStatus.text = u"ana"_s;
    nameAndStatus.statuses = {PaymentStatus::Cancelled};
    cases.append({u"text: 'ana' + status CA"_s, nameAndStatus});
    return cases;
}

} // namespace dd::bench
