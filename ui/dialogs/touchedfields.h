#pragma once

#include <QHash>
#include <QObject>
#include <QSet>
#include <QString>

class QWidget;

namespace dd {

// Which fields of a form the user has touched, so that a dialog does not open with complaints
// about what nobody has typed yet. A field counts as touched once it lost the focus after a change,
// and every field once the action button was pressed (touchAll()). Each field has a key: the
// prefix of the validator's field paths whose problems it shows ("amount", "bank_info",
// "payment.email"); several widgets may share one key (the bank details).
class TouchedFields : public QObject
{
    Q_OBJECT
public:
    explicit TouchedFields(QObject *parent = nullptr);

    // Watches a QLineEdit, QPlainTextEdit, QComboBox or QAbstractButton.
    void watch(QWidget *field, const QString &key);
    bool isTouched(const QString &key) const { return m_all || m_touched.contains(key); }
    // Every field, now and later (the action button was pressed).
    void touchAll();
    bool allTouched() const { return m_all; }
    // `text` when the field of `key` was touched, else nothing.
    QString shown(const QString &key, const QString &text) const { return isTouched(key) ? text : QString(); }

signals:
    // A field (or every field) became touched: the dialog shows its problems now.
    void touched();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void markChanged(QObject *field);

    QHash<QObject *, QString> m_keys;
    QSet<QObject *> m_changed;   // changed since it was last left
    QSet<QString> m_touched;
    bool m_all = false;
};

} // namespace dd
