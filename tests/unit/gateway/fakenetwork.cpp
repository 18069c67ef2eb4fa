#include "fakenetwork.h"

namespace dd::test {

FakeResponse FakeResponse::json(const QByteArray &body, int status)
{
    FakeResponse r;
    r.kind = Kind::Payload;
    r.httpStatus = status;
    r.body = body;
    r.headers = {{QByteArrayLiteral("Content-Type"), QByteArrayLiteral("application/json")}};
    return r;
}

FakeResponse FakeResponse::failure(QNetworkReply::NetworkError error, int status, const QByteArray &body)
{
    FakeResponse r;
    r.kind = Kind::Error;
    r.error = error;
    r.httpStatus = status;
    r.body = body;
    return r;
}

FakeResponse FakeResponse::hang()
{
    FakeResponse r;
    r.kind = Kind::Hang;
    return r;
}

FakeReply::FakeReply(const QNetworkRequest &request, const FakeResponse &response, QObject *parent)
    : QNetworkReply(parent), m_response(response)
{
    setRequest(request);
    setUrl(request.url());
    setOperation(QNetworkAccessManager::PostOperation);
    open(QIODevice::ReadOnly | QIODevice::Unbuffered);
    if (request.transferTimeout() > 0) {
        m_timeout.setSingleShot(true);
        connect(&m_timeout, &QTimer::timeout, this,
                [this] { fail(QNetworkReply::OperationCanceledError, QStringLiteral("Operation canceled")); });
        m_timeout.start(request.transferTimeout());
    }
    if (response.kind == FakeResponse::Kind::Hang)
        return;
    m_delay.setSingleShot(true);
    connect(&m_delay, &QTimer::timeout, this, &FakeReply::deliver);
    m_delay.start(response.delayMs);
}

void FakeReply::deliver()
{
    if (isFinished())
        return;
    m_timeout.stop();
    if (m_response.httpStatus > 0) {
        setAttribute(QNetworkRequest::HttpStatusCodeAttribute, m_response.httpStatus);
        for (const auto &header : std::as_const(m_response.headers))
            setRawHeader(header.first, header.second);
        m_content = m_response.body;
        emit metaDataChanged();
        if (!m_content.isEmpty())
            emit readyRead();
    }
    if (m_response.kind == FakeResponse::Kind::Error) {
        fail(m_response.error, QStringLiteral("fake failure"));
        return;
    }
    setFinished(true);
    emit finished();
}

void FakeReply::fail(QNetworkReply::NetworkError error, const QString &text)
{
    if (isFinished())
        return;
    m_timeout.stop();
    m_delay.stop();
    setError(error, text);
    emit errorOccurred(error);
    setFinished(true);
    emit finished();
}

void FakeReply::abort()
{
    fail(QNetworkReply::OperationCanceledError, QStringLiteral("Operation canceled"));
}

qint64 FakeReply::bytesAvailable() const
{
    return m_content.size() - m_offset + QIODevice::bytesAvailable();
}

qint64 FakeReply::readData(char *data, qint64 maxSize)
{
    const qint64 n = std::min(maxSize, qint64(m_content.size()) - m_offset);
    if (n <= 0)
        return isFinished() ? -1 : 0;
    memcpy(data, m_content.constData() + m_offset, size_t(n));
    m_offset += n;
    return n;
}

QNetworkReply *FakeNetwork::createRequest(Operation, const QNetworkRequest &request, QIODevice *outgoingData)
{
    Recorded recorded{request, outgoingData ? outgoingData->readAll() : QByteArray()};
    m_requests.append(recorded);
    const FakeResponse response = m_queue.isEmpty() ? m_fallback : m_queue.takeFirst();
    return new FakeReply(request, response, this);
}

} // namespace dd::test
