#pragma once

#include "core/domain/payment.h"

#include <QHash>
#include <QWidget>

#include <optional>

class QGridLayout;
class QFrame;
class QGroupBox;
class QLabel;
class QPlainTextEdit;
class QPushButton;
class QScrollArea;
class QTabWidget;

namespace dd {

class SecretClipboard;

// The selected payment: every field the cache holds, grouped (payment, dates, amounts, links and
// references, customer, card); links open in the browser; identifiers and codes have copy
// buttons; a "Raw answer" tab shows the gateway's answer with secrets removed; a banner marks an
// outcome-unknown action with a "Check now" button (or, where the team worker settles such
// outcomes, says so instead).
class DetailPane : public QWidget
{
    Q_OBJECT
public:
    explicit DetailPane(SecretClipboard &clipboard, QWidget *parent = nullptr);

    void showPayment(const Payment &payment, bool outcomeUnknown);
    void clear();
    // The payment is being read (a store across the network): no field until it lands.
    void showLoading();
    std::optional<QString> shownHash() const;
    // Team mode: the desk cannot ask the gateway (it holds no integration key); the team worker
    // settles an unknown outcome by query, and the banner says that instead of offering "Check now".
    void setOutcomeSettledByTeamWorker(bool byWorker);
    // The text shown for a field (objectName "field_<key>"), for tests.
    QString fieldText(const QString &key) const;
    // True when the pane is too narrow for its two columns of groups and shows them one above the other.
    bool isStacked() const;
    bool eventFilter(QObject *watched, QEvent *event) override;

signals:
    void checkNowRequested(const QString &hash);

private:
    struct Field
    {
        QLabel *label = nullptr;
        QLabel *value = nullptr;
        QWidget *row = nullptr;
        QWidget *group = nullptr;
    };
    // QGridLayout rather than QFormLayout: Qt 6.4's QFormLayout::setRowVisible writes out of
    // bounds when rows are hidden and shown again.
    QGridLayout *addGroup(QWidget *parent, const QString &title);
    void addField(QGridLayout *grid, const QString &key, const QString &label, bool copyable = false);
    void setField(const QString &key, const QString &text);
    void setLink(const QString &key, const QString &url);
    void arrangeColumns();

    SecretClipboard &m_clipboard;
    QTabWidget *m_tabs;
    QLabel *m_placeholder;
    QWidget *m_details;
    QGridLayout *m_columns = nullptr;
    QWidget *m_leftColumn = nullptr;
    QWidget *m_rightColumn = nullptr;
    bool m_stacked = false;
    QScrollArea *m_scroll;
    QFrame *m_banner;
    QLabel *m_bannerText;
    QPushButton *m_checkNow;
    QPlainTextEdit *m_raw;
    QHash<QString, Field> m_fields;
    QList<QGroupBox *> m_groups;
    std::optional<QString> m_hash;
};

} // namespace dd
