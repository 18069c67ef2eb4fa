#include "app/demoimport.h"

#include "app/democustomers.h"
#include "core/cache/vault.h"
#include "core/gateway/answerparser.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QtConcurrent/QtConcurrentRun>

namespace dd {

DemoImport::DemoImport(QNetworkAccessManager *network, QUrl sandboxBaseUrl, Vault &vault, QObject *parent)
    : QObject(parent), m_network(network), m_base(std::move(sandboxBaseUrl)), m_vault(vault)
{
    connect(&m_store, &QFutureWatcher<QString>::finished, this, &DemoImport::onStored);
}

DemoImport::~DemoImport()
{
    m_cancelled = true;
    if (m_reply)
        m_reply->abort();
    m_store.waitForFinished();
}

void DemoImport::start()
{
    requestPage();
}

void DemoImport::cancel()
{
    m_cancelled = true;
    if (m_reply)
        m_reply->abort();
}

void DemoImport::requestPage()
{
    QUrl url = m_base;
    url.setPath(QStringLiteral("/sandbox/payments"));
    QNetworkRequest request(url);
    request.setHeader(QNetworkRequest::ContentTypeHeader, QStringLiteral("application/json"));
    request.setTransferTimeout(30'000);
    const QJsonObject body{{QStringLiteral("offset"), m_offset}, {QStringLiteral("limit"), PageSize}};
    m_reply = m_network->post(request, QJsonDocument(body).toJson(QJsonDocument::Compact));
    QNetworkReply *reply = m_reply;
    connect(reply, &QNetworkReply::finished, this, [this, reply] { onPage(reply); });
}

void DemoImport::onPage(QNetworkReply *reply)
{
    reply->deleteLater();
    if (m_cancelled)
        return fail(tr("Cancelled."));
    if (reply->error() != QNetworkReply::NoError)
        return fail(tr("The built-in sandbox did not answer: %1").arg(reply->errorString()));
    const QJsonObject answer = QJsonDocument::fromJson(reply->readAll()).object();
    const QJsonArray items = answer.value(QStringLiteral("payments")).toArray();
    m_total = answer.value(QStringLiteral("total")).toInteger(0);
    QList<Payment> payments;
    payments.reserve(items.size());
    for (const QJsonValue &item : items) {
        auto parsed = AnswerParser::payment(item.toObject());
        if (!parsed)
            continue;
        // The gateway's answers carry no customer: the demo books' customers are given here.
        Payment payment = std::move(parsed).value();
        DemoCustomers::attachTo(payment);
        payments.append(std::move(payment));
    }
    m_offset += items.size();
    Vault *vault = &m_vault;
    // A session per page on the worker thread: sessions are thread-affine.
    m_store.setFuture(QtConcurrent::run([vault, payments = std::move(payments)]() -> QString {
        auto session = vault->openSession();
        if (!session)
            return session.error().message();
        const auto written = session.value()->payments().upsertMany(payments);
        return written ? QString() : written.error().message;
    }));
    m_imported += items.size();
    if (items.isEmpty())
        m_total = m_offset;
}

void DemoImport::onStored()
{
    const QString error = m_store.result();
    if (!error.isEmpty())
        return fail(error);
    emit pageStored();
    emit progress(m_offset, m_total);
    if (m_cancelled)
        return fail(tr("Cancelled."));
    if (m_offset >= m_total)
        emit finished(QString());
    else
        requestPage();
}

void DemoImport::fail(const QString &error)
{
    emit finished(error);
}

} // namespace dd
