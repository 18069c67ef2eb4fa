#pragma once

#include <QByteArray>
#include <QList>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QPair>
#include <QTimer>

namespace dd::test {

// What the fake answers to one request.
struct FakeResponse
{
    enum class Kind { Payload, Error, Hang };
    Kind kind = Kind::Payload;
    int httpStatus = 200;                       // 0: no HTTP answer (pure transport failure)
    QByteArray body;
    QList<QPair<QByteArray, QByteArray>> headers;
    QNetworkReply::NetworkError error = QNetworkReply::NoError;
    int delayMs = 0;                            // latency before a payload or error arrives

    static FakeResponse json(const QByteArray &body, int status = 200);
    static FakeResponse failure(QNetworkReply::NetworkError error, int status = 0, const QByteArray &body = {});
    static FakeResponse hang();
};

// A reply that plays a FakeResponse. Like Qt's own, it enforces the request's transfer
// timeout itself: when it expires before the answer, the reply ends with OperationCanceledError.
class FakeReply : public QNetworkReply
{
    Q_OBJECT
public:
    FakeReply(const QNetworkRequest &request, const FakeResponse &response, QObject *parent);
    void abort() override;
    qint64 bytesAvailable() const override;
    bool isSequential() const override { return true; }

protected:
    qint64 readData(char *data, qint64 maxSize) override;

private:
    void deliver();
    void fail(QNetworkReply::NetworkError error, const QString &text);
    FakeResponse m_response;
    QByteArray m_content;
    qint64 m_offset = 0;
    QTimer m_timeout;
    QTimer m_delay;
};

// A QNetworkAccessManager that never touches the network: it records each request (URL,
// headers, the exact body bytes) and answers from a queue of FakeResponses. With the queue
// empty it answers the `fallback` response.
class FakeNetwork : public QNetworkAccessManager
{
    Q_OBJECT
public:
    struct Recorded
    {
        QNetworkRequest request;
        QByteArray body;
        QString path() const { return request.url().path(); }
    };

    explicit FakeNetwork(QObject *parent = nullptr) : QNetworkAccessManager(parent) {}
    void enqueue(const FakeResponse &response) { m_queue.append(response); }
    void setFallback(const FakeResponse &response) { m_fallback = response; }
    const QList<Recorded> &requests() const { return m_requests; }

protected:
    QNetworkReply *createRequest(Operation op, const QNetworkRequest &request, QIODevice *outgoingData) override;

private:
    QList<FakeResponse> m_queue;
    FakeResponse m_fallback = FakeResponse::failure(QNetworkReply::ConnectionRefusedError);
    QList<Recorded> m_requests;
};

} // namespace dd::test
