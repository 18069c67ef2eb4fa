#pragma once

#include <QFutureWatcher>
#include <QObject>
#include <QPointer>
#include <QUrl>

class QNetworkAccessManager;
class QNetworkReply;

namespace dd {

class Vault;

// Fills a demo cache from the built-in sandbox's demo books: reads /sandbox/payments page by
// page (asynchronously), parses each payment with the gateway client's answer parser, and writes
// each page in one transaction on a worker thread with its own cache session, so the window
// stays responsive. Reports progress; can be cancelled.
class DemoImport : public QObject
{
    Q_OBJECT
public:
    static constexpr int PageSize = 500;

    DemoImport(QNetworkAccessManager *network, QUrl sandboxBaseUrl, Vault &vault, QObject *parent = nullptr);
    ~DemoImport() override;

    void start();
    void cancel();
    qint64 imported() const { return m_imported; }

signals:
    void progress(qint64 done, qint64 total);
    void pageStored();
    void finished(const QString &error);   // empty on success

private:
    void requestPage();
    void onPage(QNetworkReply *reply);
    void onStored();
    void fail(const QString &error);

    QNetworkAccessManager *m_network;
    QUrl m_base;
    Vault &m_vault;
    QPointer<QNetworkReply> m_reply;
    QFutureWatcher<QString> m_store;
    qint64 m_offset = 0;
    qint64 m_total = -1;
    qint64 m_imported = 0;
    bool m_cancelled = false;
};

} // namespace dd
