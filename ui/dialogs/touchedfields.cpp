#include "ui/dialogs/touchedfields.h"

#include <QAbstractButton>
#include <QComboBox>
#include <QEvent>
#include <QFocusEvent>
#include <QLineEdit>
#include <QPlainTextEdit>

namespace dd {

TouchedFields::TouchedFields(QObject *parent) : QObject(parent) {}

void TouchedFields::watch(QWidget *field, const QString &key)
{
    m_keys.insert(field, key);
    field->installEventFilter(this);
    const auto changed = [this, field] { markChanged(field); };
    if (auto *edit = qobject_cast<QLineEdit *>(field))
        connect(edit, &QLineEdit::textEdited, this, changed);
    else if (auto *text = qobject_cast<QPlainTextEdit *>(field))
        connect(text, &QPlainTextEdit::textChanged, this, changed);
    else if (auto *combo = qobject_cast<QComboBox *>(field))
        connect(combo, &QComboBox::currentTextChanged, this, changed);
    else if (auto *button = qobject_cast<QAbstractButton *>(field))
        connect(button, &QAbstractButton::toggled, this, changed);
    connect(field, &QObject::destroyed, this, [this, field] {
        m_keys.remove(field);
        m_changed.remove(field);
    });
}

void TouchedFields::markChanged(QObject *field)
{
    m_changed.insert(field);
}

void TouchedFields::touchAll()
{
    m_all = true;
    emit touched();
}

bool TouchedFields::eventFilter(QObject *watched, QEvent *event)
{
    // A focus moving into a popup (the combo box's list) is no leaving of the field.
    if (event->type() == QEvent::FocusOut && static_cast<QFocusEvent *>(event)->reason() != Qt::PopupFocusReason
        && m_changed.remove(watched)) {
        const QString key = m_keys.value(watched);
        if (!m_touched.contains(key)) {
            m_touched.insert(key);
            emit touched();
        }
    }
    return QObject::eventFilter(watched, event);
}

} // namespace dd
