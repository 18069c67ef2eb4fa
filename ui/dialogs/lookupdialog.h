#pragma once

#include <QDialog>
#include <QHash>
#include <QList>
#include <QPointer>
#include <QStringList>

class QLabel;
class QPlainTextEdit;
class QProgressBar;
class QPushButton;
class QTreeWidget;
class QTreeWidgetItem;

namespace dd {

class OperationCall;
class PaymentOperations;

// Looks up one payment or a pasted list (one code per line, or separated by commas, semicolons or
// tabs) by hash or merchant_payment_code through /ws/query; found payments land in the cache.
// At most MaxParallel queries run at once; progress is shown and Stop cancels the rest.
class LookupDialog : public QDialog
{
    Q_OBJECT
public:
    static constexpr int MaxParallel = 4;

    explicit LookupDialog(PaymentOperations &operations, QWidget *parent = nullptr);

    // Trimmed, de-duplicated (first occurrence kept), empty entries dropped.
    static QStringList parseCodes(const QString &text);
    bool isRunning() const { return !m_running.isEmpty() || !m_queue.isEmpty(); }

signals:
    void lookUpFinished(int found, int notFound, int failed);

private:
    void updateCount();
    void start();
    void startNext();
    void onFinished(OperationCall *call, QTreeWidgetItem *item);
    void stop();
    void finishIfDone();

    PaymentOperations &m_operations;
    QPlainTextEdit *m_codes = nullptr;
    QLabel *m_countLabel = nullptr;
    QLabel *m_summaryLabel = nullptr;
    QProgressBar *m_progress = nullptr;
    QTreeWidget *m_results = nullptr;
    QPushButton *m_lookUpButton = nullptr;
    QPushButton *m_stopButton = nullptr;
    QPushButton *m_closeButton = nullptr;
    QList<QTreeWidgetItem *> m_queue;
    QList<QPointer<OperationCall>> m_running;
    bool m_active = false;     // between start() and lookUpFinished
    bool m_stopping = false;
    int m_found = 0;
    int m_notFound = 0;
    int m_failed = 0;
};

} // namespace dd
