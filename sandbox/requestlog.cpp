#include "sandbox/requestlog.h"

#include "sandbox/paymentjson.h"

#include <QJsonDocument>

using namespace Qt::StringLiterals;

namespace dd::sandbox {

namespace {
bool isCardNumber(const QString &key)
{
    return key == "card_number"_L1 || key == "network_token_pan"_L1;
}

bool isHiddenWhole(const QString &key)
{
    return key == "card_cvv"_L1 || key == "network_token_cryptogram"_L1 || key == "integration_key"_L1;
}

QString maskedNumber(const QString &number)
{
    if (number.size() < 13)
        return u"***"_s;
    return number.left(6) + QString(number.size() - 10, u'*') + number.right(4);
}

QJsonValue masked(const QString &key, const QJsonValue &value)
{
    if (value.isObject())
        return maskedFields(value.toObject());
    if (value.isArray()) {
        QJsonArray list;
        for (const QJsonValue &element : value.toArray())
            list.append(masked(key, element));
        return list;
    }
    if (isHiddenWhole(key))
        return u"***"_s;
    if (isCardNumber(key))
        return maskedNumber(value.isString() ? value.toString() : QString::number(value.toDouble(), 'f', 0));
    return value;
}
} // namespace

QJsonObject maskedFields(const QJsonObject &fields)
{
    QJsonObject out;
    for (auto it = fields.begin(); it != fields.end(); ++it)
        out.insert(it.key(), masked(it.key(), it.value()));
    return out;
}

QString answerCode(const QByteArray &answerBody)
{
    const QJsonDocument document = QJsonDocument::fromJson(answerBody);
    if (document.isArray())
        return u"SUCCESS"_s;   // the e-wallet list has no envelope
    const QJsonObject answer = document.object();
    if (answer.value("status"_L1).toString() == "SUCCESS"_L1)
        return u"SUCCESS"_s;
    const QString code = answer.value("status_code"_L1).toString();
    return code.isEmpty() ? u"ERROR"_s : code;
}

void RequestLog::record(LoggedRequest entry)
{
    if (m_capacity <= 0)
        return;
    entry.fields = maskedFields(entry.fields);
    m_entries.push_back(std::move(entry));
    while (static_cast<qsizetype>(m_entries.size()) > m_capacity) {
        m_entries.pop_front();
        ++m_dropped;
    }
}

QJsonArray RequestLog::toJson(qsizetype limit) const
{
    QJsonArray list;
    const qsizetype count = std::min(limit, size());
    for (auto it = m_entries.end() - count; it != m_entries.end(); ++it) {
        QJsonObject entry{{u"time"_s, PaymentJson::dateTime(it->at)},
                          {u"method"_s, QString::fromLatin1(it->method)},
                          {u"path"_s, QString::fromUtf8(it->path)},
                          {u"encoding"_s, QString::fromLatin1(it->encoding)},
                          {u"fields"_s, it->fields},
                          {u"http_status"_s, it->httpStatus},
                          {u"status_code"_s, it->statusCode}};
        if (!it->fault.isEmpty())
            entry.insert(u"fault"_s, QString::fromLatin1(it->fault));
        list.append(entry);
    }
    return list;
}

void RequestLog::clear()
{
    m_entries.clear();
    m_dropped = 0;
}

} // namespace dd::sandbox
