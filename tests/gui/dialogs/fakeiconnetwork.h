#pragma once

// A QNetworkAccessManager for icon downloads in tests: answers every GET for a path ending in
// "/picpay.png" with a small PNG and every other request with a "host not found" error, without
// touching the network.

#include <QBuffer>
#include <QImage>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QTimer>

namespace dd::test {

class CannedReply : public QNetworkReply
{
public:
    CannedReply(const QNetworkRequest &request, QByteArray body, bool ok, QObject *parent)
        : QNetworkReply(parent), m_body(std::move(body))
    {
        setRequest(request);
        setUrl(request.url());
        setOperation(QNetworkAccessManager::GetOperation);
        open(QIODevice::ReadOnly | QIODevice::Unbuffered);
        QTimer::singleShot(0, this, [this, ok] {
            if (ok) {
                setAttribute(QNetworkRequest::HttpStatusCodeAttribute, 200);
                emit readyRead();
            } else {
                setError(HostNotFoundError, QStringLiteral("host not found (test)"));
                emit errorOccurred(HostNotFoundError);
            }
            setFinished(true);
            emit finished();
        });
    }
    void abort() override {}
    qint64 bytesAvailable() const override { return m_body.size() - m_offset + QNetworkReply::bytesAvailable(); }

protected:
    qint64 readData(char *data, qint64 maxSize) override
    {
        const qint64 n = qMin(maxSize, qint64(m_body.size()) - m_offset);
        if (n <= 0)
            return m_offset >= m_body.size() ? -1 : 0;
        memcpy(data, m_body.constData() + m_offset, size_t(n));
        m_offset += n;
        return n;
    }

private:
    QByteArray m_body;
    qint64 m_offset = 0;
};

class FakeIconNetwork : public QNetworkAccessManager
{
public:
    using QNetworkAccessManager::QNetworkAccessManager;
    int requests = 0;

protected:
    QNetworkReply *createRequest(Operation, const QNetworkRequest &request, QIODevice *) override
    {
        ++requests;
        const bool known = request.url().path().endsWith(QStringLiteral("/picpay.png"));
        return new CannedReply(request, known ? png() : QByteArray(), known, this);
    }

private:
    static QByteArray png()
    {
        QImage image(16, 16, QImage::Format_ARGB32);
        image.fill(Qt::darkGreen);
        QByteArray bytes;
        QBuffer buffer(&bytes);
        buffer.open(QIODevice::WriteOnly);
        image.save(&buffer, "PNG");
        return bytes;
    }
};

} // namespace dd::test
